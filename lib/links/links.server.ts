import { and, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { links } from "~/db/schema.server";
import { hashToken, newToken } from "../tokens.server";
import { isTokenShape } from "../tokens";

/**
 * Every emailed or texted link, one table and one module (docs/decisions/0079): a feature issues a link for a subject
 * of its own (an id, or a sign-in link's address), and opens or spends it by kind, so a token of one kind never opens
 * another's page. Features keep their pages, statuses and messages; only the refusal's kind comes from here.
 */
export type LinkKind =
  | "sign-in"
  | "early-access"
  | "staff-invitation"
  | "password-reset"
  | "time-offer"
  | "time-request-withdraw"
  | "review-request"
  | "unsubscribe"
  | "manage"
  | "voucher-page"
  | "calendar-feed";

/** Why a link opens nothing: never issued (or of another kind), past its time, or a one-time link already used. */
export type LinkRefusal = "unknown" | "expired" | "used";

export type Link = typeof links.$inferSelect;

export type LinkOpened = { outcome: "open"; subject: string; link: Link } | { outcome: LinkRefusal };

type Executor = Pick<Database, "insert" | "delete">;

/** `now() + minutes` on the database's clock, which expiry is compared with. */
export const minutesFromNow = (minutes: number): SQL => sql`now() + make_interval(mins => ${minutes})`;
export const daysFromNow = (days: number): SQL => sql`now() + make_interval(days => ${days})`;

/**
 * A new link: the token goes in the email or text, only its hash is kept. `replaces` drops the subject's earlier
 * links of this kind, so the last one sent is the only one that works.
 */
export async function issueLink(
  tx: Executor,
  request: { kind: LinkKind; subject: string; singleUse: boolean; expiresAt?: Date | SQL; replaces?: boolean },
): Promise<string> {
  if (request.replaces) await tx.delete(links).where(and(eq(links.kind, request.kind), eq(links.subject, request.subject)));
  const token = newToken();
  await tx.insert(links).values({
    kind: request.kind,
    subject: request.subject,
    tokenHash: hashToken(token),
    singleUse: request.singleUse,
    expiresAt: request.expiresAt ?? null,
  });
  return token;
}

const refusal = (link: Link): LinkRefusal | undefined =>
  link.usedAt ? "used" : link.expiresAt && link.expiresAt.getTime() <= Date.now() ? "expired" : undefined;

/** What a token opens now; reading it spends nothing (a mail scanner's visit uses no one-time link). */
export async function openLink(db: Pick<Database, "select">, kind: LinkKind, token: string): Promise<LinkOpened> {
  if (!isTokenShape(token)) return { outcome: "unknown" };
  const [row] = await db
    .select({ link: links, live: sql<boolean>`${links.expiresAt} is null or ${links.expiresAt} > now()` })
    .from(links)
    .where(and(eq(links.kind, kind), eq(links.tokenHash, hashToken(token))));
  if (!row) return { outcome: "unknown" };
  if (row.link.usedAt) return { outcome: "used" };
  if (!row.live) return { outcome: "expired" };
  return { outcome: "open", subject: row.link.subject, link: row.link };
}

/**
 * The link a token names whatever its state (live, past its time or used), for a feature whose rule differs from
 * openLink's: a review email's unsubscribe keeps working after its rating link's days. Undefined: none of this kind.
 */
export async function findLink(db: Pick<Database, "select">, kind: LinkKind, token: string): Promise<Link | undefined> {
  if (!isTokenShape(token)) return undefined;
  const [link] = await db.select().from(links).where(and(eq(links.kind, kind), eq(links.tokenHash, hashToken(token))));
  return link;
}

/**
 * Uses a one-time link. Checking it unused and live and marking it used are one UPDATE, so of two requests at once
 * (a mail scanner and its owner) one wins and the other is told "used". Run it in the transaction that does what
 * the link is for: a refusal there rolls the spending back with it.
 */
export async function spendLink(tx: Pick<Database, "select" | "update">, kind: LinkKind, token: string): Promise<LinkOpened> {
  if (!isTokenShape(token)) return { outcome: "unknown" };
  const tokenHash = hashToken(token);
  const [spent] = await tx
    .update(links)
    .set({ usedAt: sql`now()` })
    .where(and(eq(links.kind, kind), eq(links.tokenHash, tokenHash), eq(links.singleUse, true), isNull(links.usedAt), or(isNull(links.expiresAt), gt(links.expiresAt, sql`now()`))))
    .returning();
  if (spent) return { outcome: "open", subject: spent.subject, link: spent };
  const [link] = await tx.select().from(links).where(and(eq(links.kind, kind), eq(links.tokenHash, tokenHash)));
  if (!link) return { outcome: "unknown" };
  if (!link.singleUse) throw new Error(`A ${kind} link is long-lived: open it, there is nothing to spend.`);
  return { outcome: refusal(link) ?? "used" };
}

/**
 * Every link of these subjects of this kind stops working (a revoked feed, a member who left, an entry erased): what
 * a foreign key's cascade did when each kind had its own table.
 */
export async function revokeLinks(tx: Pick<Database, "delete">, kind: LinkKind, subject: string | string[]): Promise<void> {
  const subjects = typeof subject === "string" ? [subject] : subject;
  if (subjects.length === 0) return;
  await tx.delete(links).where(and(eq(links.kind, kind), inArray(links.subject, subjects)));
}

/** For a feature's SQL: has one of the subject's links of this kind been used (a reset she has already spent)? */
export const linkUsed = (kind: LinkKind, subject: SQL | string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${links} where ${links.kind} = ${kind} and ${links.subject} = ${subject} and ${links.usedAt} is not null)`;

/** For a feature's list: when the subject's live link of this kind stops working, by subject (an invitation's days). */
export async function linkExpiries(db: Pick<Database, "select">, kind: LinkKind): Promise<Map<string, Date | null>> {
  const rows = await db.select({ subject: links.subject, expiresAt: links.expiresAt }).from(links).where(and(eq(links.kind, kind), isNull(links.usedAt)));
  return new Map(rows.map((row) => [row.subject, row.expiresAt]));
}

/** Whether the subject has a link of this kind that still works (her feed is on). */
export async function hasLiveLink(db: Pick<Database, "select">, kind: LinkKind, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: links.id })
    .from(links)
    .where(and(eq(links.kind, kind), eq(links.subject, subject), isNull(links.usedAt), or(isNull(links.expiresAt), gt(links.expiresAt, sql`now()`))))
    .limit(1);
  return row !== undefined;
}
