import { and, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { isUuid } from "~/lib/ids";
import { isBookingStatus } from "../rules/booking-status";
import type { PatchTestResult } from "../rules/patch-test-rule";
import { courseCounts, type CourseCount } from "../courses/course-records.server";
import { notAbandonedHold } from "../lifecycle/booking-predicates.server";
import { pendingRefundPenceOf } from "../changes/refunds.server";
import { stuckRefunds, type StuckRefund } from "../payments/stuck-refunds.server";
import { BOOKING_PAGE } from "./booking-list";
import type { ConsultationState } from "~/features/consultations";
import { consultationStates } from "~/features/consultations/index.server";

/**
 * The staff list of bookings, newest first, one page at a time. Paging is by keyset, never by offset: a cursor
 * names the last (or first) row seen by its (created_at, id), and the next page is the rows strictly after it in
 * the order of bookings_created_at_idx. A booking made meanwhile lands on page one and does not push rows
 * from one page onto the next. The cursor is opaque to callers: base64url of ["n" | "p", created_at with its
 * microseconds, id], "n" for the page after that row (older), "p" for the page before it (newer).
 */

export interface BookingListQuery {
  /** The start of a name, a surname, an email, a phone number or a service. */
  search?: string;
  status?: string;
  /** Abandoned holds (never paid, cancelled when the hold lapsed) are left out unless asked for. */
  abandoned?: boolean;
  limit?: number;
  cursor?: string;
}

/** A page size as the address gives it: empty for the default, else a whole number from 1 to the maximum. */
export function readPageSize(text: unknown): number | undefined {
  if (text === undefined || text === "") return BOOKING_PAGE.default;
  const size = typeof text === "string" && /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return size >= 1 && size <= BOOKING_PAGE.max ? size : undefined;
}

type Direction = "n" | "p";
interface Cursor {
  direction: Direction;
  at: string;
  id: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.direction, cursor.at, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [direction, at, id] = value as unknown[];
    if ((direction !== "n" && direction !== "p") || typeof at !== "string" || !INSTANT.test(at) || Number.isNaN(Date.parse(at)) || !isUuid(id)) return undefined;
    return { direction, at, id };
  } catch {
    return undefined;
  }
}

/** What PostgreSQL holds, to the microsecond: a JavaScript Date would round it and lose or repeat rows. */
const cursorAt = sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);


/** Each test is one of migration 0008's prefix indexes (text_pattern_ops), so a search reads only what matches. */
function searchCondition(search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  const lower = `${escapeLike(term.toLowerCase())}%`;
  return or(
    sql`lower(${bookings.name}) like ${lower}`,
    sql`lower(split_part(${bookings.name}, ' ', -1)) like ${lower}`,
    sql`lower(${bookings.email}) like ${lower}`,
    sql`${bookings.phone} like ${`${escapeLike(term)}%`}`,
    sql`lower(${bookings.service}) like ${lower}`,
  );
}

export function bookingFilters({ search, status, abandoned }: Pick<BookingListQuery, "search" | "status" | "abandoned">): SQL | undefined {
  return and(
    search ? searchCondition(search) : undefined,
    status && isBookingStatus(status) ? eq(bookings.status, status) : undefined,
    abandoned ? undefined : notAbandonedHold,
  );
}

export type BookingPage =
  | { outcome: "bad-cursor" }
  | {
      outcome: "page";
      rows: ((typeof bookings.$inferSelect) & { course?: CourseCount | null; stuckRefunds?: StuckRefund[]; patchTestResult?: PatchTestResult | null; patchTestCancelled?: boolean; consultation?: ConsultationState | null })[];
      /** The cursor of the older page, when there is one. */
      next?: string;
      /** The cursor of the newer page, when this is not the first. */
      previous?: string;
      limit: number;
    };

/**
 * What a booking card says of her patch test, read with the booking wherever cards are listed (the bookings list,
 * the calendar): the result recorded, on the test's own card and on its treatment's (issue 23); and whether the test
 * booked for a treatment was cancelled, which leaves the treatment unable to go ahead. The outer columns are named
 * outright: drizzle would leave them unqualified, and they would bind to the inner table.
 */
export const patchTestCardColumns = {
  patchTestResult: sql<PatchTestResult | null>`(select p.result from patch_tests p where p.booking_id = coalesce("bookings"."patch_test_booking_id", "bookings"."id"))`,
  patchTestCancelled: sql<boolean>`exists (select 1 from bookings t where t.id = "bookings"."patch_test_booking_id" and t.status = 'cancelled')`,
};

export async function listBookingPage(db: Database, query: BookingListQuery = {}): Promise<BookingPage> {
  const limit = Math.min(Math.max(1, Math.trunc(query.limit ?? BOOKING_PAGE.default)), BOOKING_PAGE.max);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !cursor) return { outcome: "bad-cursor" };
  const backwards = cursor?.direction === "p";
  const key = sql`(${bookings.createdAt}, ${bookings.id})`;
  const from = cursor ? sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
  // The index is (created_at desc nulls last, id desc nulls last); the same words let PostgreSQL walk it, either way.
  const order = backwards
    ? [sql`${bookings.createdAt} asc nulls first`, sql`${bookings.id} asc nulls first`]
    : [sql`${bookings.createdAt} desc nulls last`, sql`${bookings.id} desc nulls last`];
  const found = await db
    .select({
      ...getTableColumns(bookings),
      cursorAt,
      pendingRefundPence: pendingRefundPenceOf(sql`${bookings}.id`),
      ...patchTestCardColumns,
    })
    .from(bookings)
    .where(and(bookingFilters(query), from ? (backwards ? sql`${key} > ${from}` : sql`${key} < ${from}`) : undefined))
    .orderBy(...order)
    .limit(limit + 1);
  const more = found.length > limit;
  // Back at the top, page one itself: full even if rows went meanwhile, and with no cursor of its own.
  if (backwards && !more) return listBookingPage(db, { ...query, cursor: undefined });
  const page = found.slice(0, limit);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  // A course's sessions used and left beside each of its bookings (docs/decisions/0021), one query for the page.
  const [counts, stuck, consultations] = await Promise.all([
    courseCounts(db, page.flatMap((row) => (row.courseId ? [row.courseId] : []))),
    // A refund that will not go through by itself, on its booking's card (docs/decisions/0040).
    stuckRefunds(db, { bookingIds: page.map((row) => row.id) }),
    // Where a treatment's consultation stands (DESIGN 11): its state only, never her answers.
    consultationStates(db, page.map((row) => row.id)),
  ]);
  const rows = page.map(({ cursorAt: _at, ...row }) => ({
    ...row,
    course: row.courseId ? (counts.get(row.courseId) ?? null) : null,
    stuckRefunds: stuck.filter((refund) => refund.bookingId === row.id),
    consultation: consultations.get(row.id) ?? null,
  }));
  const hasOlder = backwards || more;
  const hasNewer = backwards || cursor !== undefined;
  return {
    outcome: "page",
    rows,
    next: hasOlder && last ? encodeCursor({ direction: "n", at: last.cursorAt, id: last.id }) : undefined,
    previous: hasNewer && first ? encodeCursor({ direction: "p", at: first.cursorAt, id: first.id }) : undefined,
    limit,
  };
}

/** How many bookings match, counted no further than `cap` (a page's summary says "1,000 or more"). */
export async function countBookings(db: Database, query: Pick<BookingListQuery, "search" | "status" | "abandoned">, cap = 1000) {
  const limited = db.select({ one: sql`1` }).from(bookings).where(bookingFilters(query)).limit(cap + 1).as("limited");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
  const count = row?.count ?? 0;
  return { count: Math.min(count, cap), more: count > cap };
}

/** Every booking matching the filters, newest first, a page at a time (for exports). */
export async function* allBookings(db: Database, query: Pick<BookingListQuery, "search" | "status" | "abandoned"> = {}) {
  let cursor: string | undefined;
  do {
    const page = await listBookingPage(db, { ...query, cursor, limit: 200 });
    if (page.outcome !== "page") return;
    yield* page.rows;
    cursor = page.next;
  } while (cursor);
}
