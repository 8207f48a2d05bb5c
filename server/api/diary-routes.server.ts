import express from "express";
import type { Database } from "~/db/client.server";
import { DIARY_MAX_DAYS } from "~/features/booking";
import { feedOf, staffDiary } from "~/features/booking/index.server";
import type { EmailContext } from "~/features/mail";
import { submitFeedOff, submitFeedRenew } from "~/features/booking/admin/index.server";
import { serves } from "~/lib/use-case";
import type { Ability } from "~/features/staff-session";
import { isValidDate } from "~/lib/zoned-time";
import { z } from "~/lib/zod";
import { studioToday } from "~/lib/studio-clock";
import { HttpError, notFound, refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export const diaryMessages = {
  from: "from must be a date, YYYY-MM-DD",
  days: `days must be a whole number from 1 to ${DIARY_MAX_DAYS}`,
} as const;

const diaryQuery = z.object({
  from: z.string({ error: diaryMessages.from }).refine(isValidDate, { error: diaryMessages.from }).optional(),
  days: z.coerce.number({ error: diaryMessages.days }).int({ error: diaryMessages.days }).min(1, { error: diaryMessages.days }).max(DIARY_MAX_DAYS, { error: diaryMessages.days }).default(1),
});

/**
 * GET /api/diary: the staff diary's columns and what fills them (DESIGN 10); a practitioner's own column only. Each
 * practitioner's private calendar feed: turned on (a new address) or off by her or the owner, read by her calendar.
 */
export function diaryRoutes({ db, production, timeZone, emailContext }: { db: Database; production: boolean; timeZone: string; emailContext: EmailContext }): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  router.get("/diary", staff("diary"), async (req, res) => {
    const query = diaryQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, "Please check the query.", { fieldErrors: z.flattenError(query.error).fieldErrors });
    const { role, memberId } = res.locals.staff!;
    res.json(await staffDiary(db, { from: query.data.from ?? studioToday(), days: query.data.days, timeZone, viewer: { role, memberId } }));
  });

  // The address a calendar app subscribes to: PUBLIC_URL, or the origin this request came to (as manage links do).
  const originOf = (req: express.Request) => emailContext.origin || `${req.protocol}://${req.get("host")}`;
  router.post(
    "/staff-members/:id/calendar-feed",
    staff("diary"),
    serves([submitFeedRenew], async (req: express.Request, res: express.Response) => {
      const outcome = await submitFeedRenew({ db, origin: originOf(req) }, res.locals.staff!, { staffMemberId: String(req.params.id) });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).set("Cache-Control", "no-store").json({ url: outcome.url });
    }),
  );
  router.delete(
    "/staff-members/:id/calendar-feed",
    staff("diary"),
    serves([submitFeedOff], async (req: express.Request, res: express.Response) => {
      const outcome = await submitFeedOff({ db }, res.locals.staff!, { staffMemberId: String(req.params.id) });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(204).end();
    }),
  );
  router.get("/calendar-feeds/:token.ics", async (req, res) => {
    const feed = await feedOf(db, String(req.params.token), emailContext.studio.name);
    if (!feed) throw notFound("No such calendar.");
    // Private and changing: no shared cache keeps it, and no search engine lists the address.
    res.set({ "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }).send(feed);
  });
  return router;
}
