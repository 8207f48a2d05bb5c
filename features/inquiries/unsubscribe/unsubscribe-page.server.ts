/**
 * /unsubscribe/:token (docs/decisions/0015). GET shows whose mail it is and a button, and changes nothing: mail
 * scanners and link previews open links. POST unsubscribes: the page's button, or a mail app's one-click request
 * (RFC 8058, body "List-Unsubscribe=One-Click"), which carries no cookie and needs none. The token is in the URL,
 * so nothing here may be cached.
 */
import { data, type AppLoadContext } from "react-router";
import { serves } from "~/lib/use-case";
import { findUnsubscribeEntry } from "./unsubscribe.server";
import { submitUnsubscribe } from "./submit-unsubscribe.server";
import { unsubscribePath } from "~/features/mail";
import type { UnsubscribePageData } from "./unsubscribe-link";

export const unsubscribeHeaders = { "Cache-Control": "private, no-store" } as const;

type Args = { params: { token?: string }; context: AppLoadContext };

const notFound = () => new Response(null, { status: 404, headers: unsubscribeHeaders });

export async function unsubscribePageLoader({ params, context }: Args) {
  const token = params.token ?? "";
  const entry = await findUnsubscribeEntry(context.db, token);
  if (!entry) throw notFound();
  return data<UnsubscribePageData>({ href: unsubscribePath(token), entry }, { headers: unsubscribeHeaders });
}

export const unsubscribePageAction = serves([submitUnsubscribe], async ({ params, context }: Args) => {
  const token = params.token ?? "";
  const outcome = await submitUnsubscribe(context, { token });
  if (!outcome.ok) throw notFound();
  return data<UnsubscribePageData>({ href: unsubscribePath(token), entry: outcome.entry }, { headers: unsubscribeHeaders });
});
