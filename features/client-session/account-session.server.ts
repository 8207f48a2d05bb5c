import { redirect, type AppLoadContext } from "react-router";
import { readCookie } from "~/lib/cookies";
import { accountCookieName } from "./account-cookie";
import { accountForSession } from "./account-sign-in.server";

export const accountSessionId = (request: Request, context: AppLoadContext) =>
  readCookie(request.headers.get("cookie"), accountCookieName(context.production));

/** The signed-in client of a page request, if any. */
export function accountOf(request: Request, context: AppLoadContext): Promise<{ email: string } | undefined> {
  return accountForSession(context.db, accountSessionId(request, context));
}

/** Account pages send anyone not signed in to ask for a link. */
export async function requireAccountPage(request: Request, context: AppLoadContext): Promise<{ email: string }> {
  const account = await accountOf(request, context);
  if (!account) throw redirect("/account/sign-in");
  return account;
}

/** The signed-in client, as the page's session or the API's cookie found her. */
export interface Account {
  email: string;
}
