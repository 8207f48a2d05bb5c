import type { Database } from "~/db/client.server";
import { patchTestResultLabels } from "~/features/booking";
import { patchTestsOfEmail } from "~/features/booking/index.server";
import { consultationFormFor, type ConsultationQuestion } from "~/features/consultations";
import { consultationsOfPerson } from "~/features/consultations/index.server";
import type { AccountAnswer, AccountHealth } from "./account-view";

const answerText = (question: ConsultationQuestion | undefined, value: boolean | number | string): string => {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && question?.type === "number") return `${value} ${question.unit}`;
  return String(value);
};

/**
 * Her own health and consent records for /account (issue 23 item 6): what she answered (under the form's questions
 * as they read now), the consents she signed, and her patch tests' results. Her own data: shown to her, not logged
 * as a staff view is.
 */
export async function accountHealth(db: Database, email: string): Promise<AccountHealth> {
  const address = email.trim().toLowerCase();
  const [person, tests] = await Promise.all([consultationsOfPerson(db, address), patchTestsOfEmail(db, address)]);
  const titleOf = (service: string) => consultationFormFor(service)?.title ?? service;
  return {
    consultations: person.consultations
      .sort((a, b) => b.answeredAt.getTime() - a.answeredAt.getTime())
      .map((entry) => {
        const questions = consultationFormFor(entry.service)?.questions ?? [];
        // In the form's order; an answer to a question the form no longer has comes last, under its id.
        const place = (id: string) => {
          const index = questions.findIndex((each) => each.id === id);
          return index < 0 ? questions.length : index;
        };
        const answers: AccountAnswer[] = Object.entries(entry.answers)
          .sort(([a], [b]) => place(a) - place(b))
          .map(([id, value]) => {
            const question = questions.find((each) => each.id === id);
            return { label: question?.label ?? id, answer: answerText(question, value) };
          });
        return { title: titleOf(entry.service), formVersion: entry.formVersion, answeredAt: entry.answeredAt.toISOString(), answers };
      }),
    consents: person.treatmentConsents
      .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
      .map((consent) => ({ title: titleOf(consent.service), formVersion: consent.formVersion, signedName: consent.signedName, signedAt: consent.signedAt.toISOString() })),
    patchTests: tests.map((test) => ({ testedAt: test.testedAt.toISOString(), product: test.product, result: patchTestResultLabels[test.result] })),
  };
}
