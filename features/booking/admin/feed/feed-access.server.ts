import { forbiddenMessage, may } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { refuse, type Refusal } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";

export const feedMessages = { notFound: "No such member of the team." } as const;

/**
 * Whose feed submit-feed-renew and submit-feed-off may change: her own, or anyone's for a role that runs the team (the
 * owner), nobody else's (docs/decisions/0052).
 */
export function refusedFor(staff: StaffUser, staffMemberId: string): Refusal | undefined {
  if (!isUuid(staffMemberId)) return refuse("not-found", "not-found", feedMessages.notFound);
  if (staff.memberId !== staffMemberId && !may(staff.role, "team")) return refuse("forbidden", "forbidden", forbiddenMessage);
  return undefined;
}
