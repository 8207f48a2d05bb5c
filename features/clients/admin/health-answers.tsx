import { consultationFormFor } from "~/features/consultations";
import { formatDateTime } from "~/ui/admin/dates";

export interface HealthAnswersView {
  consultations: { id: string; service: string; formVersion: number; answeredAt: string | Date; questions: { id: string; label: string; answer: boolean | number | string }[] }[];
  consents: { id: string; service: string; formVersion: number; signedName: string; signedAt: string | Date }[];
}

const shown = (answer: boolean | number | string) => (answer === true ? "Yes" : answer === false ? "No" : String(answer));
const formTitle = (service: string) => consultationFormFor(service)?.title ?? service;

/**
 * Her consultation answers and treatment consents (DESIGN 11, docs/decisions/0059), for her practitioner and the owner
 * only: the loader leaves them out for anyone else, and logs every time it shows them.
 */
export function HealthAnswers({ health }: { health: HealthAnswersView }) {
  return (
    <section aria-labelledby="health-heading">
      <h2 id="health-heading" className="text-2xl font-semibold">
        Consultations and consents
      </h2>
      <p className="mt-1 text-sm text-muted">Health answers: seen only by her practitioner and the owner, and every view is logged.</p>
      {health.consultations.length === 0 ? (
        <p className="mt-3 text-muted">No consultation answered online yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {health.consultations.map((consultation) => (
            <li key={consultation.id} className="rounded-2xl border border-blush-200 bg-white p-4">
              <h3 className="font-semibold">
                {formTitle(consultation.service)} (version {consultation.formVersion})
              </h3>
              <p className="text-sm text-muted">Answered {formatDateTime(consultation.answeredAt)}</p>
              <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                {consultation.questions.map((question) => (
                  <div key={question.id} className="contents">
                    <dt className="text-muted">{question.label}</dt>
                    <dd className="font-medium">{shown(question.answer)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {health.consents.length > 0 && (
        <ul className="mt-4 grid gap-2">
          {health.consents.map((consent) => (
            <li key={consent.id} className="text-sm">
              Consent to {formTitle(consent.service)} (version {consent.formVersion}) signed “{consent.signedName}” on {formatDateTime(consent.signedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
