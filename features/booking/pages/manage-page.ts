import type { ManageView } from "../manage/manage-view";
import type { ConsultationState } from "~/features/consultations";

/** A day's free times for an appointment, and the days that may be chosen (moving it, or a course's next session). */
export interface DayTimes {
  date: string;
  dayLabel: string;
  min: string;
  max: string;
  times: string[];
  /** Why free times that day are not offered (her patch test's window), when some were held back; absent otherwise. */
  heldBack?: string;
}

/** What the manage page's loader hands its view (manage-page.server.ts). */
export interface ManagePageData {
  href: string;
  view: ManageView;
  /** Whether the cancel confirmation is open (?step=cancel). */
  confirmCancel: boolean;
  /** What was just done, as the booking now stands (?done=cancelled|moved). */
  done: string | null;
  /** Moving: the chosen date, its free times and the dates that may be chosen; null when it cannot be moved. */
  move: DayTimes | null;
  policyPoints: readonly string[];
  /** Her patch test (patchTestLine), when the treatment needs one; and what cancelling does to the other of the two. */
  patchTest: string | null;
  cancelEffect: string | null;
  /** A patch test's treatment, "Henna Brows on Thursday 10 December 2026 at 11:00"; null for any other booking. */
  patchTestFor: string | null;
  /** Who treats her ("Maya Lewis"); null when no one is allocated (a booking from before the team). */
  practitioner: string | null;
  /** The course's next session: its free times (?sessionDate=), when one can be booked now; and the course's rules. */
  course: { book: DayTimes | null; policyPoints: readonly string[] } | null;
  /** Her treatment's consultation (DESIGN 11): where it stands and where she answers it; absent when it has none. */
  consultation?: { state: ConsultationState; href: string } | null;
}

export type ManageActionData = { error: string };
