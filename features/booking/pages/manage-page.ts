import type { ManageView } from "../manage/manage-view";
import type { ConsultationState } from "~/features/consultations";

/** A day's free times for an appointment, and the days that may be chosen (moving it, or a course's next session). */
export interface DayTimes {
  date: string;
  dayLabel: string;
  min: string;
  max: string;
  times: string[];
  /** Her patch test and the day's times: why some are not offered (its window), or that it moves with them. */
  patchTestNote?: string;
  /** Moving her patch test with it: each time's patch-test time ("Thursday 17 December 2026 at 14:00"). */
  patchTests?: Record<string, string>;
  /** The link that shows the day's times with her patch test moving too, or back to keeping it. */
  patchTestLink?: { href: string; label: string };
  /** Fields the time's form posts as they are (withPatchTest). */
  hidden?: Record<string, string>;
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
  /** Her treatment's patch test was cancelled (or never booked) while it needs one: the page links to book a new one. */
  patchTestMissing: boolean;
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
