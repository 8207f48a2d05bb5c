import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { isStudioService } from "~/features/studio";
import { staffMemberList, type StaffMemberView } from "../team-admin.server";
import { memberMessages } from "../team-members";
import { isUniqueViolation } from "~/lib/postgres-errors";
import { invalid, refuse, withRefusals, type Outcome, type Refusal } from "~/lib/use-case";

/**
 * The owner's team (issue 22 item 6): a member added with an invitation by email (submit-add-staff-member), changed
 * (role, services, her line, deactivated: her sessions end at once; submit-change-staff-member), invited again
 * (submit-invite-again); what the three share is here. The studio always keeps one active owner who has joined. Every
 * change is in team_changes with who made it.
 */
export type Context = { db: Database; emailContext: EmailContext };

export const emailTaken = () => refuse("duplicate", "email-taken", memberMessages.emailTaken, { email: [memberMessages.emailTaken] });

export const notFound = () => refuse("not-found", "not-found", memberMessages.notFound);

export function unknownServices(slugs: string[] | undefined): Refusal | undefined {
  if (!slugs || slugs.every(isStudioService)) return undefined;
  return invalid({ message: memberMessages.unknownService, fieldErrors: { services: [memberMessages.unknownService] } });
}

/** Refusals from inside the transaction, and the unique email index's (two members added at once with one address). */
export async function refusing<T extends object>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await withRefusals(work);
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken();
    throw error;
  }
}

export const memberView = async (db: Database, id: string): Promise<StaffMemberView> => (await staffMemberList(db)).find((member) => member.id === id)!;
