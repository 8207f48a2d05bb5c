import type { Serialized } from "~/ui/admin/serialized";

/** What the booking card's answers read from its loader (booking-answers-page.server.ts), which registers itself here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by booking-answers-page.server.ts
export interface BookingAnswersServer {}

export type BookingAnswersAnswer = Serialized<BookingAnswersServer["answers"]>;
