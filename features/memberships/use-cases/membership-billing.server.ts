import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { refuse, type Refusal } from "~/lib/use-case";
import type { BillingProvider } from "../billing-provider";
import { BillingUnavailableError } from "../memberships.server";

/**
 * What the Dreams Club's actions (docs/decisions/0027, 0032, 0036, 0048) share: joining (submit-join), her own
 * cancellation (submit-member-cancel) and staff's (submit-staff-member-cancel), each one use case that the API and the
 * dashboard serialise, reach the billing provider through these.
 */

export interface MembershipContext {
  db: Database;
  billing: BillingProvider & { publishableKey?: string };
  /** For the member's cancellation email, whoever cancels. */
  emailContext: EmailContext;
  /** The studio's zone, whose calendar days the 14 days count. */
  timeZone: string;
}

/** How long the provider is given before asking again. */
const BILLING_RETRY_SECONDS = 60;

/** The provider could not be reached: nothing changed, and the answer says when to ask again. */
export const billingUnavailable = (message: string): Refusal<"billing-unavailable"> => ({
  ...refuse("unavailable", "billing-unavailable", message),
  retryAfter: BILLING_RETRY_SECONDS,
});

/** The provider's refusal as a refusal of the action; anything else is ours and is thrown on. */
export async function reachingBilling<T>(run: () => Promise<T>, message: string): Promise<T | Refusal<"billing-unavailable">> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BillingUnavailableError) return billingUnavailable(message);
    throw error;
  }
}

export const isRefusal = (value: object): value is Refusal => "ok" in value && value.ok === false;
