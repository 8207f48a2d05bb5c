import { HeartPulse } from "lucide-react";
import { formatLondonDateTime } from "~/lib/display-time";
import type { AccountHealth } from "../account-view";

const card = "rounded-2xl border border-blush-200 bg-white p-4";

/**
 * Her consultations (each opens to show her answers), the consents to treatment she signed, and her patch tests'
 * results. To update a consultation she opens its booking: its page asks the current form again.
 */
export function HealthSection({ health }: { health: AccountHealth }) {
  const empty = health.consultations.length === 0 && health.consents.length === 0 && health.patchTests.length === 0;
  return (
    <section aria-labelledby="health-title" className="mt-10">
      <h2 id="health-title" className="flex items-center gap-2 text-2xl font-semibold">
        <HeartPulse aria-hidden="true" size={22} className="text-plum-700" />
        Consultations, consents and patch tests
      </h2>
      {empty ? (
        <p className="mt-4 rounded-2xl border border-dashed border-blush-300 p-6">Nothing yet: a treatment that needs a consultation or a patch test asks for it when you book.</p>
      ) : (
        <div className="mt-4 grid gap-6">
          {health.consultations.length > 0 && (
            <div>
              <h3 className="text-lg font-semibold">Your consultations</h3>
              <p className="mt-1 text-muted">To update your answers before a treatment, open its booking above and answer its consultation again.</p>
              <ul className="mt-3 grid gap-3">
                {health.consultations.map((entry) => (
                  <li key={`${entry.title}-${entry.answeredAt}`} className={card}>
                    <details>
                      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
                        {entry.title}, answered {formatLondonDateTime(new Date(entry.answeredAt))}
                      </summary>
                      <dl className="mt-2 grid gap-2 text-sm">
                        {entry.answers.map((answer) => (
                          <div key={answer.label}>
                            <dt className="text-muted">{answer.label}</dt>
                            <dd className="font-medium">{answer.answer}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {health.consents.length > 0 && (
            <div>
              <h3 className="text-lg font-semibold">Consents to treatment</h3>
              <ul className="mt-3 grid gap-3">
                {health.consents.map((consent) => (
                  <li key={`${consent.title}-${consent.signedAt}`} className={card}>
                    {consent.title} (version {consent.formVersion}): signed &ldquo;{consent.signedName}&rdquo; {formatLondonDateTime(new Date(consent.signedAt))}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {health.patchTests.length > 0 && (
            <div>
              <h3 className="text-lg font-semibold">Patch tests</h3>
              <ul className="mt-3 grid gap-3">
                {health.patchTests.map((test) => (
                  <li key={test.testedAt} className={card}>
                    {formatLondonDateTime(new Date(test.testedAt))}
                    {test.product ? `, ${test.product}` : ""}: <span className="font-semibold">{test.result}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
