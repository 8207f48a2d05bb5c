/**
 * Where a booking's consultation stands, as staff and the client see it: its own module, so the dashboard's booking
 * card carries these words and not the forms.
 */
export type ConsultationState = "done" | "to-do" | "at-studio";

export const consultationStateLabels: Record<ConsultationState, string> = { done: "done", "to-do": "to do", "at-studio": "to do at the studio" };
