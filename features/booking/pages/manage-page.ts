import type { ManageView } from "../manage/manage-view";

/** What the manage page's loader hands its view (manage-page.server.ts). */
export interface ManagePageData {
  href: string;
  view: ManageView;
  /** Whether the cancel confirmation is open (?step=cancel). */
  confirmCancel: boolean;
  /** What was just done, as the booking now stands (?done=cancelled|moved). */
  done: string | null;
  /** Moving: the chosen date, its free times and the dates that may be chosen; null when it cannot be moved. */
  move: { date: string; dayLabel: string; min: string; max: string; times: string[] } | null;
  policyPoints: readonly string[];
}

export type ManageActionData = { error: string };
