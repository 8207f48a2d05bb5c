import type { WaitlistBenefit } from "~/features/inquiries/waitlist-pages";

export function BenefitCards({ title, benefits }: { title: string; benefits: readonly WaitlistBenefit[] }) {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="text-3xl font-semibold">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {benefits.map(({ icon: Icon, title: cardTitle, text }) => (
          <li key={cardTitle} className="rounded-2xl border border-blush-200 bg-white p-5 shadow-sm">
            <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-blush-100 text-plum-700">
              <Icon size={22} />
            </span>
            <h3 className="mt-3 text-lg font-semibold">{cardTitle}</h3>
            <p className="mt-1 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
