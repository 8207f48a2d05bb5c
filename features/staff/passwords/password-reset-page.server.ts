import { data, redirect, type ActionFunctionArgs } from "react-router";
import { pageRefusal, serves } from "~/lib/use-case";
import { passwordLinkLoader } from "~/features/staff-session/index.server";
import { resetMessages } from "./password-reset-terms";
import { passwordResetFor } from "./password-resets.server";
import { submitPasswordReset } from "./submit-password-reset.server";
import { submitPasswordResetRequest } from "./submit-password-reset-request.server";

const noStore = { "Cache-Control": "no-store" };

/** POST /admin/password-reset: the same answer whether or not the address is a member's. */
export const passwordResetRequestAction = serves([submitPasswordResetRequest], async ({ request, context }: ActionFunctionArgs) => {
  const form = Object.fromEntries(await request.formData());
  const outcome = await submitPasswordResetRequest(context.db, context.visitor, { payload: form, emailContext: context.emailContext });
  const email = typeof form.email === "string" ? form.email.slice(0, 254) : "";
  if (outcome.ok) return data({ sent: outcome.message, email, message: undefined, fieldErrors: undefined }, { headers: noStore });
  const { status, body, headers } = pageRefusal(outcome);
  return data({ ...body, sent: undefined, email }, { status, headers: { ...headers, ...noStore } });
});

/** GET /admin/password-reset/:token: her form, or why the link no longer works (404 unknown, 410 used or expired). */
export const passwordResetLoader = passwordLinkLoader(passwordResetFor, resetMessages);

/** POST /admin/password-reset/:token: her new password is set, every session ends, and she signs in with it. */
export const passwordResetAction = serves([submitPasswordReset], async ({ request, params, context }: ActionFunctionArgs) => {
  const form = Object.fromEntries(await request.formData());
  const outcome = await submitPasswordReset(context.db, context.visitor, { token: params.token ?? "", payload: form });
  if (outcome.ok) throw redirect(`/admin/login?reset=${encodeURIComponent(outcome.username)}`, { headers: noStore });
  const { status, body, headers } = pageRefusal(outcome);
  return data(body, { status, headers: { ...headers, ...noStore } });
});
