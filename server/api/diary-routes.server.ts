import express from "express";
import type { Database } from "~/db/client.server";
import { DIARY_MAX_DAYS, staffDiary } from "~/features/booking/index.server";
import type { Ability } from "~/features/team";
import { isValidDate } from "~/lib/zoned-time";
import { z } from "~/lib/zod";
import { studioToday } from "~/lib/studio-clock";
import { HttpError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export const diaryMessages = {
  from: "from must be a date, YYYY-MM-DD",
  days: `days must be a whole number from 1 to ${DIARY_MAX_DAYS}`,
} as const;

const diaryQuery = z.object({
  from: z.string({ error: diaryMessages.from }).refine(isValidDate, { error: diaryMessages.from }).optional(),
  days: z.coerce.number({ error: diaryMessages.days }).int({ error: diaryMessages.days }).min(1, { error: diaryMessages.days }).max(DIARY_MAX_DAYS, { error: diaryMessages.days }).default(1),
});

/** GET /api/diary: the staff diary's columns and what fills them (DESIGN 10); a practitioner's own column only. */
export function diaryRoutes({ db, production, timeZone }: { db: Database; production: boolean; timeZone: string }): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  router.get("/diary", staff("diary"), async (req, res) => {
    const query = diaryQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, "Please check the query.", { fieldErrors: z.flattenError(query.error).fieldErrors });
    const { role, memberId } = res.locals.staff!;
    res.json(await staffDiary(db, { from: query.data.from ?? studioToday(), days: query.data.days, timeZone, viewer: { role, memberId } }));
  });
  return router;
}
