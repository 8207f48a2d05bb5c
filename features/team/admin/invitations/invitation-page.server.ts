import { data, redirect, type ActionFunctionArgs } from "react-router";
import { pageRefusal, serves } from "~/lib/use-case";
import { passwordLinkLoader } from "~/features/staff-session/index.server";
import { invitationMessages } from "./invitation-terms";
import { invitationFor, submitAcceptInvitation } from "./submit-accept-invitation.server";

const noStore = { "Cache-Control": "no-store" };

/**
 * GET /admin/invite/:token: her form, or why the link no longer works (404 unknown, 410 used or expired). Reading
 * the link spends nothing, so a mail scanner that follows it leaves it working.
 */
export const invitationLoader = passwordLinkLoader(invitationFor, invitationMessages);

/** POST /admin/invite/:token: her account is made, and she signs in with it. */
export const invitationAction = serves([submitAcceptInvitation], async ({ request, params, context }: ActionFunctionArgs) => {
  const form = Object.fromEntries(await request.formData());
  const outcome = await submitAcceptInvitation(context.db, context.visitor, { token: params.token ?? "", payload: form });
  if (outcome.ok) throw redirect(`/admin/login?joined=${encodeURIComponent(outcome.username)}`, { headers: noStore });
  const { status, body, headers } = pageRefusal(outcome);
  return data({ ...body, username: typeof form.username === "string" ? form.username : "" }, { status, headers: { ...headers, ...noStore } });
});
