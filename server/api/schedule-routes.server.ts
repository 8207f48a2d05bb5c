import express from "express";
import type { Database } from "~/db/client.server";
import { closureSchema, holidayDate, weeklyHoursSchema } from "~/features/schedule";
import { bankHolidayList, deleteClosure, upcomingClosures, weeklyHours } from "~/features/schedule/index.server";
import { closeTime, saveHours, setHolidayOpen } from "~/features/staff/schedule-page.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { addDays, toWallTime } from "~/lib/zoned-time";
import { HttpError, notFound } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export interface ScheduleRouteDeps {
  db: Database;
  production: boolean;
  timeZone: string;
  json: express.RequestHandler[];
  /** The hours show on public pages: cached pages are rebuilt when they change. */
  onContentChange: () => void;
}

function valid<T>(result: { success: true; data: T } | { success: false; error: { message: string; fieldErrors: Record<string, string[] | undefined> } }): T {
  if (!result.success) throw new HttpError(400, result.error.message, { fieldErrors: result.error.fieldErrors });
  return result.data;
}

/** Opening hours, closures and bank holidays (issue 10, DESIGN 3a). Reading the hours is public; changing is staff's. */
export function scheduleRoutes({ db, production, timeZone, json, onContentChange }: ScheduleRouteDeps): express.Router {
  const router = express.Router();
  const staffOnly = requireStaff(db, production);
  const userId = (res: express.Response) => res.locals.staff!.id;

  router.get("/opening-hours", async (_req, res) => {
    res.json(await weeklyHours(db));
  });
  router.put("/opening-hours", staffOnly, ...json, async (req, res) => {
    // A closed day may be sent as null.
    const body = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([day, hours]) => [day, hours ?? { opens: null, closes: null }]));
    const week = valid(parseForm(weeklyHoursSchema, body));
    const affectedBookings = await saveHours(db, week, timeZone);
    onContentChange();
    res.json({ ...week, affectedBookings });
  });

  router.get("/closures", staffOnly, async (_req, res) => {
    res.json(await upcomingClosures(db));
  });
  router.post("/closures", staffOnly, ...json, async (req, res) => {
    const closure = valid(parseForm(closureSchema, req.body));
    const { closure: saved, affected } = await closeTime(db, closure, userId(res));
    res.status(201).json({ ...saved, affectedBookings: affected });
  });
  router.delete("/closures/:id", staffOnly, async (req, res) => {
    if (!isUuid(req.params.id) || !(await deleteClosure(db, String(req.params.id)))) throw notFound("Closure not found");
    res.status(204).end();
  });

  router.get("/bank-holidays", staffOnly, async (_req, res) => {
    const today = toWallTime(new Date(), timeZone).date;
    res.json(await bankHolidayList(db, today, addDays(today, 400)));
  });
  for (const [method, open] of [["post", true], ["delete", false]] as const) {
    router[method]("/bank-holidays/:date/open", staffOnly, async (req, res) => {
      const parsed = holidayDate.safeParse(String(req.params.date));
      if (!parsed.success) throw notFound("That date is not a bank holiday");
      const date = parsed.data;
      const affectedBookings = await setHolidayOpen(db, date, open, userId(res), timeZone);
      if (!affectedBookings) throw notFound("That date is not a bank holiday");
      res.json({ date, open, affectedBookings });
    });
  }

  return router;
}
