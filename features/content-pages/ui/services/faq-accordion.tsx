import { ChevronDown } from "lucide-react";
import type { Faq } from "~/features/studio";

/** Spec section 9: a closed question previews the first 80 characters of its answer. */
const PREVIEW_LENGTH = 80;

export function answerPreview(answer: string): string {
  return `${answer.slice(0, PREVIEW_LENGTH).replace(/[\s.,;:]+$/, "")}…`;
}

/** An exclusive accordion with no JavaScript: <details name> keeps one answer open; the first starts open. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faq-title" className="mt-12">
      <h2 id="faq-title" className="text-2xl font-semibold sm:text-3xl">
        Frequently asked questions
      </h2>
      <div className="mt-6 space-y-3">
        {faqs.map((faq, index) => (
          <details
            key={faq.question}
            name="faq"
            open={index === 0}
            className="group rounded-2xl border border-blush-200 bg-white"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-start gap-3 rounded-2xl p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
              <span className="flex-1">
                <span className="block font-semibold text-plum-900">{faq.question}</span>
                <span aria-hidden="true" className="mt-1 block text-sm text-muted group-open:hidden">
                  {answerPreview(faq.answer)}
                </span>
              </span>
              <ChevronDown aria-hidden="true" width={22} height={22} className="mt-0.5 shrink-0 text-plum-700 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-4 pb-5 text-ink sm:px-5">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
