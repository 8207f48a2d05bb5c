import { asc, desc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { isUuid } from "~/lib/ids";
import { voucherRedemptions, vouchers } from "~/db/schema.server";
import { voucherState, type IssueVoucher } from "./voucher-admin";
import { formatVoucherCode } from "./voucher-code";
import { activateVoucher, createVoucher, findVoucherByCode, voidVoucher } from "./vouchers.server";

/**
 * The Vouchers tab and the staff API (issue 13): the list, a lookup by typed code, a voucher sold at the desk and a
 * void. Nothing here returns the code's hash, and only `issueStudioVoucher` ever returns the whole code, once.
 */

// Never shown, exported or sent to staff: the code's hash, and what opens a voucher bought online (decision 0025).
const { codeHash: _hash, codeSealed: _sealed, pageTokenUnpaid: _unpaid, ...shownColumns } = getTableColumns(vouchers);
const cursorAt = sql<string>`to_char(${vouchers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Executor = Pick<Database, "select">;

async function withRedemptions<Row extends { id: string; status: string; balancePence: number; expiresAt: Date | null }>(db: Executor, rows: Row[], now = new Date()) {
  const ids = rows.map((row) => row.id);
  const redemptions = ids.length
    ? await db
        .select({
          id: voucherRedemptions.id,
          voucherId: voucherRedemptions.voucherId,
          bookingId: voucherRedemptions.bookingId,
          amountPence: voucherRedemptions.amountPence,
          createdAt: voucherRedemptions.createdAt,
          reversedAt: voucherRedemptions.reversedAt,
          returnedPence: voucherRedemptions.returnedPence,
        })
        .from(voucherRedemptions)
        .where(inArray(voucherRedemptions.voucherId, ids))
        .orderBy(asc(voucherRedemptions.createdAt))
    : [];
  return rows.map((row) => ({
    ...row,
    state: voucherState(row, now),
    redemptions: redemptions.filter((redemption) => redemption.voucherId === row.id).map(({ voucherId: _id, ...redemption }) => redemption),
  }));
}

export type AdminVoucher = Awaited<ReturnType<typeof withRedemptions<Omit<typeof vouchers.$inferSelect, "codeHash" | "codeSealed" | "pageTokenUnpaid">>>>[number];

const shown = async (db: Executor, id: string) => {
  const rows = await db.select(shownColumns).from(vouchers).where(eq(vouchers.id, id));
  return (await withRedemptions(db, rows))[0];
};

interface Cursor {
  direction: "n" | "p";
  at: string;
  id: string;
}
const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.direction, cursor.at, cursor.id])).toString("base64url");
function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [direction, at, id] = value as unknown[];
    if ((direction !== "n" && direction !== "p") || typeof at !== "string" || typeof id !== "string") return undefined;
    if (Number.isNaN(Date.parse(at)) || !isUuid(id)) return undefined;
    return { direction, at, id };
  } catch {
    return undefined;
  }
}

export type VoucherPage =
  | { outcome: "bad-cursor" }
  | { outcome: "page"; rows: AdminVoucher[]; next: string | undefined; previous: string | undefined; count: number };

/** Newest first, a page at a time by keyset (created_at, id), like the bookings list: no offset to drift. */
export async function listVoucherPage(db: Database, { cursor: text, limit }: { cursor?: string; limit: number }): Promise<VoucherPage> {
  const cursor = text ? decodeCursor(text) : undefined;
  if (text && !cursor) return { outcome: "bad-cursor" };
  const backwards = cursor?.direction === "p";
  const key = sql`(${vouchers.createdAt}, ${vouchers.id})`;
  const from = cursor ? sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
  const [found, [total]] = await Promise.all([
    db
      .select({ ...shownColumns, cursorAt })
      .from(vouchers)
      .where(from ? (backwards ? sql`${key} > ${from}` : sql`${key} < ${from}`) : undefined)
      .orderBy(...(backwards ? [asc(vouchers.createdAt), asc(vouchers.id)] : [desc(vouchers.createdAt), desc(vouchers.id)]))
      .limit(limit + 1),
    db.select({ count: sql<number>`count(*)::int` }).from(vouchers),
  ]);
  const more = found.length > limit;
  // Back at the top: page one itself, with no cursor of its own.
  if (backwards && !more) return listVoucherPage(db, { limit });
  const page = found.slice(0, limit);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasOlder = backwards || more;
  const hasNewer = backwards || cursor !== undefined;
  const rows = await withRedemptions(
    db,
    page.map(({ cursorAt: _at, ...row }) => row),
  );
  return {
    outcome: "page",
    rows,
    next: hasOlder && last ? encodeCursor({ direction: "n", at: last.cursorAt, id: last.id }) : undefined,
    previous: hasNewer && first ? encodeCursor({ direction: "p", at: first.cursorAt, id: first.id }) : undefined,
    count: total?.count ?? 0,
  };
}

/**
 * The vouchers' money at a glance: how many were sold (paid, void ones too, as the money was taken), for how much,
 * what has been spent on bookings, and what is still owed on live, unexpired vouchers.
 */
export async function voucherTotals(db: Database) {
  const [totals] = await db.execute<{ sold: number; sold_pence: number; redeemed_pence: number; outstanding_pence: number }>(sql`
    select
      (select count(*)::int from ${vouchers} where status <> 'unpaid') as sold,
      (select coalesce(sum(amount_pence), 0)::int from ${vouchers} where status <> 'unpaid') as sold_pence,
      (select coalesce(sum(amount_pence - coalesce(returned_pence, 0)), 0)::int from ${voucherRedemptions}) as redeemed_pence,
      (select coalesce(sum(balance_pence), 0)::int from ${vouchers} where status = 'active' and expires_at > now()) as outstanding_pence`);
  return { sold: totals!.sold, soldPence: totals!.sold_pence, redeemedPence: totals!.redeemed_pence, outstandingPence: totals!.outstanding_pence };
}

/** The voucher a typed code names (any case, spaces or dashes), as staff see it. */
export async function lookupVoucher(db: Database, code: string): Promise<AdminVoucher | undefined> {
  const voucher = await findVoucherByCode(db, code);
  return voucher ? shown(db, voucher.id) : undefined;
}

/**
 * A voucher sold at the desk and paid there: made and activated in one transaction, so it is never left unpaid.
 * The code comes back formatted for the card, this once.
 */
export async function issueStudioVoucher(db: Database, input: IssueVoucher, actor: string): Promise<{ voucher: AdminVoucher; code: string }> {
  return db.transaction(async (tx) => {
    const { voucher, code } = await createVoucher(tx, {
      amountPence: input.amount,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      recipientName: input.recipientName ?? null,
      recipientEmail: input.recipientEmail ?? null,
      message: input.message ?? null,
      issuedBy: actor,
    });
    await activateVoucher(tx, voucher.id);
    return { voucher: (await shown(tx, voucher.id))!, code: formatVoucherCode(code) };
  });
}

export type VoidOutcome = { outcome: "not-found" } | { outcome: "already-void" } | { outcome: "voided"; voucher: AdminVoucher };

/** Staff void a voucher; the staff member is kept on it (voided_by) with the time. */
export async function voidVoucherAsStaff(db: Database, id: string, actor: string): Promise<VoidOutcome> {
  if (!isUuid(id)) return { outcome: "not-found" };
  return db.transaction(async (tx) => {
    const voided = await voidVoucher(tx, id, actor);
    if (voided) return { outcome: "voided" as const, voucher: (await shown(tx, id))! };
    const [exists] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, id));
    return exists ? { outcome: "already-void" as const } : { outcome: "not-found" as const };
  });
}

/** Every voucher, newest first, for the CSV export. */
export async function allVouchers(db: Database): Promise<AdminVoucher[]> {
  const rows = await db.select(shownColumns).from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id));
  return withRedemptions(db, rows);
}

const buyerIs = (email: string) => sql`lower(${vouchers.buyerEmail}) = lower(${email.trim()})`;
const recipientIs = (email: string) => sql`lower(${vouchers.recipientEmail}) = lower(${email.trim()})`;

/** Vouchers a person bought or was given (the right of access). */
export async function vouchersOfPerson(db: Executor, email: string): Promise<AdminVoucher[]> {
  const rows = await db
    .select(shownColumns)
    .from(vouchers)
    .where(or(buyerIs(email), recipientIs(email)))
    .orderBy(desc(vouchers.createdAt));
  return withRedemptions(db, rows);
}

export const erasedVoucherName = "Erased on request";

/**
 * Erases a person from vouchers: as buyer her name and email are replaced (the voucher stays a money record, still
 * spendable by whoever holds the code); as recipient her name and email go; the message goes either way. Amounts,
 * balances and redemptions stay.
 */
export async function erasePersonFromVouchers(tx: Pick<Database, "update">, email: string): Promise<number> {
  const asBuyer = await tx
    .update(vouchers)
    .set({ buyerName: erasedVoucherName, buyerEmail: sql`'erased-' || ${vouchers.id} || '@invalid'`, message: null })
    .where(buyerIs(email))
    .returning({ id: vouchers.id });
  const asRecipient = await tx
    .update(vouchers)
    .set({ recipientName: null, recipientEmail: null, message: null })
    .where(recipientIs(email))
    .returning({ id: vouchers.id });
  return new Set([...asBuyer, ...asRecipient].map((row) => row.id)).size;
}
