import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { currentServiceFacts } from "~/features/studio/index.server";
import { requestState } from "./request-state";
import { requestDaysText } from "./time-offer-emails";
import { partOfDayText, type PartOfDay } from "./time-request-form";
import type { TimeQueueData } from "./time-request-pages";

export const QUEUE_PAGE_SIZE = 25;

/**
 * The line of freed-time requests per service for staff (docs/decisions/0064): every request that names the service,
 * in the order of the line (oldest first), with its place among those still waiting and its state, a page at a time.
 */
export async function timeQueue(db: Database, { service, page, today }: { service?: string; page: number; today: string }): Promise<TimeQueueData> {
  const facts = await currentServiceFacts(db);
  const nameOf = (id: string) => facts.find((fact) => fact.id === id)?.name ?? id;
  const counts = await db.execute<{ id: string; waiting: number }>(sql`
    select s.id, count(*) filter (where r.withdrawn_at is null and r.booked_at is null and r.to_date >= ${today})::int as waiting
    from time_requests r, unnest(r.service_ids) as s(id) group by s.id order by s.id`);
  const services = [...counts].map((row) => ({ id: row.id, name: nameOf(row.id), waiting: row.waiting }));
  const chosen = services.find((entry) => entry.id === service) ?? services[0];
  if (!chosen) return { services, service: null, rows: [], page: 1, more: false };
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  const rows = await db.execute<{
    id: string;
    name: string;
    email: string;
    from_date: string;
    to_date: string;
    part_of_day: string;
    withdrawn_at: Date | null;
    booked_at: Date | null;
    created_at: Date;
    offered_until: Date | null;
    place: number | null;
  }>(sql`
    with line as (
      select r.*, (r.withdrawn_at is null and r.booked_at is null and r.to_date >= ${today}) as waiting
      from time_requests r where ${chosen.id} = any(r.service_ids)
    )
    select l.id, l.name, l.email, l.from_date, l.to_date, l.part_of_day, l.withdrawn_at, l.booked_at, l.created_at,
      (select o.expires_at from time_offers o where o.request_id = l.id and o.state = 'offered' and o.expires_at > now()) as offered_until,
      case when l.waiting then (row_number() over (partition by l.waiting order by l.created_at, l.id))::int end as place
    from line l
    order by l.created_at, l.id
    limit ${QUEUE_PAGE_SIZE + 1} offset ${offset}`);
  const list = [...rows];
  return {
    services,
    service: { id: chosen.id, name: chosen.name },
    rows: list.slice(0, QUEUE_PAGE_SIZE).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      days: requestDaysText({ fromDate: row.from_date, toDate: row.to_date }),
      partOfDay: partOfDayText(row.part_of_day as PartOfDay),
      place: row.place,
      state: requestState(
        { withdrawnAt: row.withdrawn_at && new Date(row.withdrawn_at), bookedAt: row.booked_at && new Date(row.booked_at), toDate: row.to_date },
        row.offered_until && new Date(row.offered_until),
        today,
      ),
      askedAt: new Date(row.created_at).toISOString(),
    })),
    page,
    more: list.length > QUEUE_PAGE_SIZE,
  };
}
