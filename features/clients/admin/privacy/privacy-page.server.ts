import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { failure, pageFailure, payloadOf, requireStaffAction, requireStaffPage, unreadable } from "~/features/staff-session/index.server";
import { findPersonalData, privacyEmail, privacyMessages } from "./privacy.server";
import { submitErase } from "./submit-erase.server";

/**
 * The dashboard's Privacy & exports tab (app/routes/staff/admin-privacy.ts): one person's data found and erased
 * across every feature, by the same use case as the admin API (server/api/admin-routes.server.ts), answered as page
 * data.
 */

declare module "./privacy-data" {
  interface PrivacyAdminServer {
    findPerson: typeof privacyLoader;
    erasePerson: typeof eraseAction;
  }
}

/** Everything held about one email address (the right of access). */
export async function privacyLoader({ request, context }: LoaderFunctionArgs) {
  await requireStaffPage(request, context, "exports");
  const email = privacyEmail(new URL(request.url).searchParams.get("email"));
  if (!email) return failure(400, "email-required", privacyMessages.lookFor, { email: [privacyMessages.lookFor] });
  return { ok: true as const, found: await findPersonalData(context.db, email) };
}

/** The right of erasure: messages, waitlist entries and emails deleted, bookings anonymised. */
export const eraseAction = serves([submitErase], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "exports");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitErase({ db: context.db }, staff, payload);
  return outcome.ok ? { ok: true as const, email: outcome.email, counts: outcome.counts } : pageFailure(outcome);
});
