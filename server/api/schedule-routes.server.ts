import express from "express";
import type { Database } from "~/db/client.server";
import type { Ability } from "~/features/staff-session";
import { bankHolidayList, upcomingClosures, weeklyHours } from "~/features/schedule/index.server";
import { bookingsMeeting, bookingsOutsideHours } from "~/features/booking/index.server";
import { submitBankHoliday, submitClosure, submitHours, submitRemoveClosure } from "~/features/schedule/admin/index.server";
import { serves } from "~/lib/use-case";
import { addDays, toWallTime } from "~/lib/zoned-time";
import { refusalError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

export interface ScheduleRouteDeps {
  db: Database;
  production: boolean;
  timeZone: string;
  json: express.RequestHandler[];
  /** The hours show on public pages: cached pages are rebuilt when they change. */
  onContentChange: () => void;
}

/** Opening hours, closures and bank holidays (issue 10, DESIGN 3a). Reading the hours is public; changing is staff's. */
export function scheduleRoutes({ db, production, timeZone, json, onContentChange }: ScheduleRouteDeps): express.Router {
  const router = express.Router();
  const staff = (ability: Ability) => requireStaff(db, production, ability);
  const staffOf = (res: express.Response) => res.locals.staff!;
  // Which bookings a change leaves in closed time is booking's to say; the schedule's use cases are handed its queries.
  const scheduleContext = { db, timeZone, contentChanged: onContentChange, affected: { meeting: bookingsMeeting, outsideHours: bookingsOutsideHours } };

  router.get("/opening-hours", async (_req, res) => {
    res.json(await weeklyHours(db));
  });
  router.put(
    "/opening-hours",
    staff("catalogue"),
    ...json,
    serves([submitHours], async (req: express.Request, res: express.Response) => {
      const outcome = await submitHours(scheduleContext, staffOf(res), { week: req.body ?? {} });
      if (!outcome.ok) throw refusalError(outcome);
      res.json({ ...outcome.week, affectedBookings: outcome.affected });
    }),
  );

  router.get("/closures", staff("desk"), async (_req, res) => {
    res.json(await upcomingClosures(db));
  });
  router.post(
    "/closures",
    staff("catalogue"),
    ...json,
    serves([submitClosure], async (req: express.Request, res: express.Response) => {
      const outcome = await submitClosure(scheduleContext, staffOf(res), { from: "api", payload: req.body });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(201).json({ ...outcome.closure, affectedBookings: outcome.affected });
    }),
  );
  router.delete(
    "/closures/:id",
    staff("catalogue"),
    serves([submitRemoveClosure], async (req: express.Request, res: express.Response) => {
      const outcome = await submitRemoveClosure(scheduleContext, staffOf(res), { id: req.params.id });
      if (!outcome.ok) throw refusalError(outcome);
      res.status(204).end();
    }),
  );

  router.get("/bank-holidays", staff("desk"), async (_req, res) => {
    const today = toWallTime(new Date(), timeZone).date;
    res.json(await bankHolidayList(db, today, addDays(today, 400)));
  });
  for (const [method, open] of [["post", true], ["delete", false]] as const) {
    router[method](
      "/bank-holidays/:date/open",
      staff("catalogue"),
      serves([submitBankHoliday], async (req: express.Request, res: express.Response) => {
        const outcome = await submitBankHoliday(scheduleContext, staffOf(res), { date: req.params.date, open });
        if (!outcome.ok) throw refusalError(outcome);
        res.json({ date: outcome.date, open, affectedBookings: outcome.affected });
      }),
    );
  }

  return router;
}
