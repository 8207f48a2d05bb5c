import type { Database } from "~/db/client.server";
import { studioToday } from "~/lib/studio-clock";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { readConsultation, type ConsultationRefusalCode } from "../consultation-request";
import { consultationMessages, type ConsultationState } from "../consultation-rules";
import { bookingForm, consultationStates, keepConsultation } from "../consultations.server";

/** The booking her manage link opened (the route opens it: the link's throttle and lookup are the booking feature's). */
export interface LinkedBooking {
  id: string;
  items: unknown;
  status: string;
  startsAt: Date | null;
}

export type ConsultationAnswer = { state: ConsultationState; formVersion: number };

/**
 * Her consultation from the manage link (DESIGN 11): answered later, at the latest before the day. The same reading
 * as at booking (explicit health-data consent first, then the version, the answers and the rules), then kept in one
 * transaction. Answers that rule her out store nothing and say why; the booking stays for the studio to talk to her.
 */
export const submitManageConsultation = namedUseCase(
  "consultation.answer",
  async (db: Database, booking: LinkedBooking, payload: unknown, now: Date): Promise<Outcome<ConsultationAnswer, ConsultationRefusalCode | "no-form" | "closed">> => {
    const form = bookingForm(booking.items);
    if (!form) return refuse("not-found", "no-form", consultationMessages.noForm);
    const open = (booking.status === "pending" || booking.status === "confirmed") && booking.startsAt !== null && booking.startsAt > now;
    if (!open) return refuse("conflict", "closed", consultationMessages.closed);
    const read = readConsultation(form, payload, studioToday(now), { allowAtStudio: false });
    if (!read.ok) return read;
    await db.transaction((tx) => keepConsultation(tx, booking.id, read.consultation, now));
    const state = (await consultationStates(db, [booking.id])).get(booking.id) ?? "to-do";
    return { ok: true, state, formVersion: form.version };
  },
);
