/** What the dashboard shows of a client's records (the booking card's answers), for the panels that show them. */
export type { BookingAnswersAnswer } from "./booking-answers-data";
