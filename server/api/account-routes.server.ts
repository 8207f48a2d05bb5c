import express, { type Request } from "express";
import type { Database } from "~/db/client.server";
import { accountCookieName, accountMessages } from "~/features/accounts";
import { accountForSession } from "~/features/accounts/index.server";
import { marketingFields } from "~/features/marketing";
import { marketingChoicesOf, setMarketingChoices } from "~/features/marketing/index.server";
import { readCookie } from "~/lib/cookies";
import { parseForm } from "~/lib/forms";
import { z } from "~/lib/zod";
import { HttpError } from "../http-errors.server";

const marketingChoicesSchema = z.object(marketingFields);

/**
 * The signed-in client's own marketing choices (docs/decisions/0037), as the account page shows and changes them:
 * PUT sets every offered channel at once, so a channel left out (or false) is withdrawn if she had agreed.
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

  router.put("/account/marketing", ...json, async (req, res) => {
    const account = await signedIn(req);
    const parsed = parseForm(marketingChoicesSchema, req.body);
    if (!parsed.success) throw new HttpError(400, parsed.error.message, { fieldErrors: parsed.error.fieldErrors });
    const marketing = await setMarketingChoices(db, account.email, parsed.data, "account");
    res.set("Cache-Control", "private, no-store").json({ email: account.email, marketing });
  });

  return router;
}
