import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, bookingStatusChanges, clientEmails, clientMerges, clientNotes, clients } from "~/db/schema.server";
import { isLateCancellation, isVisit } from "~/features/booking";
import { patchTestsOf, stillActive, wasVisit } from "~/features/booking/index.server";
import { may, type StaffRole } from "~/features/staff-session";
import { textsStateOf } from "~/features/texts/index.server";
import { clientHoldings } from "./client-holdings.server";
import { CLIENT_PAGE, likeLiteral, readClientSearch } from "./client-search";

type Reader = Pick<Database, "select" | "selectDistinctOn">;

/** Who is asking: a practitioner sees only the clients she has treated or will treat (docs/decisions/0051). */
export interface ClientViewer {
  /** Her team member, when her role limits her to her own clients. */
  onlyOf?: string;
}

/** The desk and the owner see every client; a role without the desk's bookings sees her own (0051, 0057). */
export const clientViewerFor = (staff: { role: StaffRole; memberId: string }): ClientViewer => (may(staff.role, "bookings") ? {} : { onlyOf: staff.memberId });

// Subqueries name their tables outright: drizzle leaves a lone table's columns unqualified, which inside a subquery
// would bind to the inner table (bookings.id for clients.id) and quietly match nothing.
const hers = (staffMemberId: string): SQL =>
  sql`exists (select 1 from bookings b join allocations a on a.booking_id = b.id where b.client_id = "clients"."id" and a.staff_member_id = ${staffMemberId})`;

/** A client's place in the list: her name in byte order, as the name index holds it (migration 0052). */
const nameOrder = sql`lower(${clients.name}) collate "C"`;

const encodeCursor = (name: string, id: string) => Buffer.from(JSON.stringify([name, id])).toString("base64url");
function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string" && /^[0-9a-f-]{36}$/.test(value[1])) return [value[0], value[1]];
  } catch {
    // not ours
  }
  return undefined;
}

export interface ClientRow {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  lastVisitAt: Date | null;
  nextVisitAt: Date | null;
}

export type ClientPage = { outcome: "page"; rows: ClientRow[]; next?: string } | { outcome: "bad-cursor" };

/**
 * A page of clients by name (then id), keyset-paged so the thousandth page costs what the first does; `search` is
 * the start of her name or of a word in it, of an email, or of a phone number (client-search.ts).
 */
export async function searchClients(db: Reader, { search, cursor, limit = CLIENT_PAGE }: { search?: string; cursor?: string; limit?: number }, viewer: ClientViewer = {}): Promise<ClientPage> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) return { outcome: "bad-cursor" };
  const query = readClientSearch(search);
  const always: SQL[] = [sql`${clients.mergedInto} is null`];
  if (after) always.push(sql`(${nameOrder}, ${clients.id}) > (${after[0]} collate "C", ${after[1]}::uuid)`);
  if (viewer.onlyOf) always.push(hers(viewer.onlyOf));
  // Each way of matching is its own query, one index range apiece, so the planner never has to guess how an OR of
  // them will fall out: a rare name and a name half the clients share are both a short walk (bench/clients.md).
  const page = (condition?: SQL) =>
    db
      .select({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        phone: clients.phone,
        key: sql<string>`${nameOrder}`,
        lastVisitAt: sql<Date | null>`(select max(b.starts_at) from bookings b where b.client_id = "clients"."id" and ${wasVisit(sql`now()`, "b")})`.mapWith(
          (value: string | null) => (value ? new Date(value) : null),
        ),
        nextVisitAt: sql<Date | null>`(select min(b.starts_at) from bookings b where b.client_id = "clients"."id" and ${stillActive("b")} and b.starts_at > now())`.mapWith(
          (value: string | null) => (value ? new Date(value) : null),
        ),
      })
      .from(clients)
      .where(and(...always, ...(condition ? [condition] : [])))
      .orderBy(nameOrder, asc(clients.id))
      .limit(limit + 1);
  const parts =
    query.kind === "all"
      ? [page()]
      : query.kind === "phone"
        ? [page(sql`${clients.phoneDigits} like ${`${likeLiteral(query.digits)}%`}`)]
        : query.kind === "email"
          ? [page(sql`${clients.email} like ${`${likeLiteral(query.prefix)}%`}`)]
          : [
              page(sql`${nameOrder} like ${`${likeLiteral(query.prefix)}%`}`),
              page(sql`${clients.id} in (select w.client_id from client_name_words w where w.rest collate "C" like ${`${likeLiteral(query.prefix)}%`})`),
              page(sql`${clients.email} like ${`${likeLiteral(query.prefix)}%`}`),
            ];
  const seen = new Set<string>();
  const found = (await Promise.all(parts))
    .flat()
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit + 1);
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return {
    outcome: "page",
    rows: rows.map(({ key: _key, ...row }) => row),
    ...(found.length > limit && last ? { next: encodeCursor(last.key, last.id) } : {}),
  };
}

/** Whether the viewer may see this client (a practitioner: one she has treated or will treat). */
export async function clientVisible(db: Reader, id: string, viewer: ClientViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), ...(viewer.onlyOf ? [hers(viewer.onlyOf)] : [])));
  return Boolean(row);
}

/**
 * One client's record (DESIGN 11): her details and addresses, every visit with its practitioner, what she spent and
 * was refunded, no-shows and late cancellations, and staff notes. A merged client answers as the one she became.
 */
export async function clientRecord(db: Reader, requested: string, viewer: ClientViewer, { lateHours, now = new Date() }: { lateHours: number; now?: Date }) {
  const [base] = await db.select().from(clients).where(eq(clients.id, requested));
  if (!base) return undefined;
  const id = base.mergedInto ?? base.id;
  if (!(await clientVisible(db, id, viewer))) return undefined;
  const [client] = base.mergedInto ? await db.select().from(clients).where(eq(clients.id, id)) : [base];
  if (!client) return undefined;
  const [emails, visits, notes, cancelled, merges, tests] = await Promise.all([
    db.select({ email: clientEmails.email }).from(clientEmails).where(eq(clientEmails.clientId, id)).orderBy(asc(clientEmails.email)),
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        service: bookings.service,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        totalPence: bookings.totalPence,
        refundedPence: bookings.refundedPence,
        voucherPence: bookings.voucherPence,
        memberPence: bookings.memberPence,
        courseId: bookings.courseId,
        practitioner: sql<string | null>`(select m.name from allocations a join staff_members m on m.id = a.staff_member_id where a.booking_id = "bookings"."id" order by a.starts_at limit 1)`,
      })
      .from(bookings)
      .where(eq(bookings.clientId, id))
      .orderBy(desc(bookings.startsAt)),
    db.select({ id: clientNotes.id, text: clientNotes.text, author: clientNotes.author, createdAt: clientNotes.createdAt }).from(clientNotes).where(eq(clientNotes.clientId, id)).orderBy(desc(clientNotes.createdAt)),
    db
      .select({ bookingId: bookingStatusChanges.bookingId, changedAt: bookingStatusChanges.changedAt, reason: bookingStatusChanges.reason })
      .from(bookingStatusChanges)
      .innerJoin(bookings, eq(bookings.id, bookingStatusChanges.bookingId))
      .where(and(eq(bookings.clientId, id), eq(bookingStatusChanges.toStatus, "cancelled"))),
    db
      .select({ id: clientMerges.id, details: clientMerges.details, author: clientMerges.author, createdAt: clientMerges.createdAt })
      .from(clientMerges)
      .where(eq(clientMerges.intoId, id))
      .orderBy(desc(clientMerges.createdAt)),
    patchTestsOf(db, id),
  ]);
  const holdings = await clientHoldings(db, id, emails.length ? emails.map((row) => row.email) : client.email ? [client.email] : []);
  // Her reminder texts: the numbers she asked them at, and whether a STOP from each turned them off (0063).
  const textNumbers = await db.select({ textTo: bookings.textTo }).from(bookings).where(and(eq(bookings.clientId, id), eq(bookings.textsOk, true)));
  const asked = [...new Set(textNumbers.flatMap((row) => (row.textTo ? [row.textTo] : [])))];
  const texts = { asked: asked.length > 0, numbers: await textsStateOf(db, [...asked, client.phone]) };
  const startsOf = new Map(visits.map((visit) => [visit.id, visit.startsAt]));
  const late = new Set(cancelled.filter((change) => isLateCancellation(change, startsOf.get(change.bookingId) ?? null, lateHours)).map((change) => change.bookingId));
  const paid = visits.filter((visit) => visit.paymentStatus === "paid" || visit.paymentStatus === "refunded" || visit.paymentStatus === "partially_refunded");
  return {
    id: client.id,
    name: client.name,
    email: client.email,
    emails: emails.map((row) => row.email),
    phone: client.phone,
    since: client.createdAt,
    visits: visits.map(({ voucherPence: _v, memberPence: _m, ...visit }) => ({ ...visit, lateCancellation: late.has(visit.id) })),
    totals: {
      visits: visits.filter((visit) => isVisit(visit, now)).length,
      upcoming: visits.filter((visit) => (visit.status === "confirmed" || visit.status === "pending") && visit.startsAt !== null && visit.startsAt > now).length,
      spentPence: paid.reduce((sum, visit) => sum + visit.totalPence - visit.voucherPence - visit.memberPence - visit.refundedPence, 0),
      refundedPence: visits.reduce((sum, visit) => sum + visit.refundedPence, 0),
      noShows: visits.filter((visit) => visit.status === "no-show").length,
      lateCancellations: late.size,
    },
    notes,
    texts,
    ...holdings,
    // Patch tests with their results (issue 23): when, which product, what it showed, who recorded it.
    patchTests: tests.map(({ id: testId, bookingId, testedAt, product, result, recordedBy }) => ({ id: testId, bookingId, testedAt, product, result, recordedBy })),
    merges: merges.map((merge) => ({ id: merge.id, name: String(merge.details.name ?? ""), emails: (merge.details.emails as string[] | undefined) ?? [], author: merge.author, createdAt: merge.createdAt })),
  };
}

/** Records that may be the same person as this one: the same name, or the same phone number. */
export async function mergeCandidates(db: Reader, id: string): Promise<ClientRow[]> {
  const [client] = await db.select().from(clients).where(eq(clients.id, id));
  if (!client) return [];
  const rows = await db
    .select({ id: clients.id, name: clients.name, email: clients.email, phone: clients.phone })
    .from(clients)
    .where(
      and(
        sql`${clients.mergedInto} is null`,
        sql`${clients.id} <> ${id}`,
        sql`(lower(${clients.name}) = ${client.name.toLowerCase()} or (${clients.phoneDigits} <> '' and ${clients.phoneDigits} = ${client.phoneDigits}))`,
      ),
    )
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(10);
  return rows.map((row) => ({ ...row, lastVisitAt: null, nextVisitAt: null }));
}

export type ClientRecord = NonNullable<Awaited<ReturnType<typeof clientRecord>>>;

/** The clients behind a set of bookings (the diary's and the booking cards' links to a record). */
export async function clientsOfBookings(db: Reader, bookingIds: string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.select({ id: bookings.id, clientId: bookings.clientId }).from(bookings).where(inArray(bookings.id, bookingIds));
  return new Map(rows.flatMap((row) => (row.clientId ? [[row.id, row.clientId] as const] : [])));
}
