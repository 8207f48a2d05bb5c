import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import { accountCookieName, accountMessages } from "~/features/client-session";
import { accountForSession } from "~/features/client-session/index.server";
import { accountTextsOf, submitMarketingChoices, submitTextChoice } from "~/features/accounts/index.server";
import { marketingChoicesOf } from "~/features/marketing/index.server";
import { readCookie } from "~/lib/cookies";
import { serves } from "~/lib/use-case";
import { HttpError, refusalError } from "../http-errors.server";

/**
 * The signed-in client's own marketing choices (docs/decisions/0037), as the account page shows and changes them:
 * PUT sets every offered channel at once, so a channel left out (or false) is withdrawn if she had agreed. And her
 * texts about her appointments, on or off.
 */
export function accountRoutes({ db, production, json }: { db: Database; production: boolean; json: express.RequestHandler[] }): express.Router {
  const router = express.Router();
  const signedIn = async (req: Request) => {
    const account = await accountForSession(db, readCookie(req.get("cookie"), accountCookieName(production)));
    if (!account) throw new HttpError(401, accountMessages.signIn);
    return account;
  };

  router.get("/account/marketing", async (req, res) => {
    const account = await signedIn(req);
    res.set("Cache-Control", "private, no-store").json({ email: account.email, marketing: await marketingChoicesOf(db, account.email) });
  });

  router.put(
    "/account/marketing",
    ...json,
    serves([submitMarketingChoices], async (req: express.Request, res: express.Response) => {
      const account = await signedIn(req);
      const outcome = await submitMarketingChoices({ db }, account, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "private, no-store").json({ email: account.email, marketing: outcome.marketing });
    }),
  );

  // Her texts about her appointments: the same switch as replying STOP or START, for every number her bookings text.
  router.get("/account/texts", async (req, res) => {
    const account = await signedIn(req);
    res.set("Cache-Control", "private, no-store").json({ email: account.email, ...(await accountTextsOf(db, account.email)) });
  });

  router.put(
    "/account/texts",
    ...json,
    serves([submitTextChoice], async (req: express.Request, res: express.Response) => {
      const account = await signedIn(req);
      const outcome = await submitTextChoice({ db }, account, req.body);
      if (!outcome.ok) throw refusalError(outcome);
      res.set("Cache-Control", "private, no-store").json({ email: account.email, ...outcome.texts });
    }),
  );

  return router;
}
