import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { issueLink, openLink } from "~/lib/links/links.server";
import { serviceLaunches, waitlist } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { mayMarketTo } from "~/features/marketing/index.server";
import type { ServiceFacts } from "../catalogue-types";
import { serviceFacts as codeFacts } from "../service-facts";
import { EARLY_ACCESS_TOKEN_SLOT, type EarlyAccessRefusal, type EarlyAccessWindow, type WaitlistFunnelRow } from "./early-access";
import { earlyAccessEmail } from "./launch-email";

type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

/** What a launch needs besides the service: the window's length (LAUNCH_EARLY_ACCESS_DAYS) and who writes the emails. */
export interface LaunchSettings {
  earlyAccessDays: number;
  emailContext: EmailContext;
}

const DAY_MS = 86_400_000;

/**
 * An early-access link opens one entry's booking for one launch: a later launch of the service retires it
 * ("expired"), so its subject names both (waitlist entry, launch), which no uuid's hyphens can confuse.
 */
const earlyAccessSubject = (waitlistId: string, launchId: string) => `${waitlistId}:${launchId}`;

/**
 * Launches a service that has just gone live from coming soon, in the caller's transaction (changeService's):
 * records when public booking opens, queues an early-access email to everyone on its waitlist who still wants its
 * mail (not unsubscribed, no marketing withdrawn since she asked: mayMarketTo) and has not booked through an earlier
 * launch, and marks them invited. A window of 0 days is a studio without
 * early access: the service opens to everyone at once and no links are sent.
 */
export async function launchService(
  tx: Executor & Pick<Database, "selectDistinctOn">,
  service: ServiceFacts,
  actor: string,
  { earlyAccessDays, emailContext }: LaunchSettings,
  now = new Date(),
): Promise<{ opensAt: Date; invited: number }> {
  const opensAt = new Date(now.getTime() + earlyAccessDays * DAY_MS);
  await tx.insert(serviceLaunches).values({ slug: service.slug, launchedAt: now, opensAt, actor });
  if (earlyAccessDays === 0) return { opensAt, invited: 0 };
  const entries = await tx
    .select({ id: waitlist.id, name: waitlist.name, email: waitlist.email, requestedAt: waitlist.requestedAt })
    .from(waitlist)
    .where(and(eq(waitlist.service, service.slug), isNull(waitlist.unsubscribedAt), isNull(waitlist.bookedAt)))
    .for("update");
  // She asked for this news by joining its waitlist; a withdrawal of marketing since then still stops it (0037).
  const people = [];
  for (const entry of entries) if (await mayMarketTo(tx, entry.email, "email", { requestedAt: entry.requestedAt })) people.push(entry);
  for (const person of people) await enqueueEmail(tx, earlyAccessEmail(person, service, opensAt, emailContext), { waitlistId: person.id });
  if (people.length > 0) {
    await tx.update(waitlist).set({ invitedAt: now }).where(inArray(waitlist.id, people.map((person) => person.id)));
  }
  return { opensAt, invited: people.length };
}

/** Each launched service's latest launch (the one its links and window belong to). */
async function latestLaunches(db: Pick<Database, "select">) {
  // A handful of rows a year: read whole, newest first, the first of each service kept.
  const rows = await db
    .select({ id: serviceLaunches.id, slug: serviceLaunches.slug, opensAt: serviceLaunches.opensAt })
    .from(serviceLaunches)
    .orderBy(desc(serviceLaunches.launchedAt));
  return [...new Map(rows.reverse().map((row) => [row.slug, row])).values()];
}

/** The services open only to their waitlists right now, and until when. */
export async function earlyAccessWindows(db: Pick<Database, "select">, now = new Date()): Promise<EarlyAccessWindow[]> {
  return (await latestLaunches(db)).filter((launch) => launch.opensAt > now).map(({ slug, opensAt }) => ({ slug, opensAt }));
}

/**
 * Fills the early-access slot of a launch email with a token issued now (the outbox's `prepare`), tied to the
 * latest launch of the entry's service. A send that fails leaves a token no one ever saw.
 */
export async function fillEarlyAccessLinks<M extends { text: string; html: string; waitlistId: string | null }>(db: Executor, message: M): Promise<M> {
  if (!message.waitlistId || !(message.text.includes(EARLY_ACCESS_TOKEN_SLOT) || message.html.includes(EARLY_ACCESS_TOKEN_SLOT))) return message;
  const [launch] = await db
    .select({ id: serviceLaunches.id })
    .from(waitlist)
    .innerJoin(serviceLaunches, eq(serviceLaunches.slug, waitlist.service))
    .where(eq(waitlist.id, message.waitlistId))
    .orderBy(desc(serviceLaunches.launchedAt))
    .limit(1);
  if (!launch) return message;
  const token = await issueLink(db, { kind: "early-access", subject: earlyAccessSubject(message.waitlistId, launch.id), singleUse: false });
  const fill = (value: string) => value.replaceAll(EARLY_ACCESS_TOKEN_SLOT, token);
  return { ...message, text: fill(message.text), html: fill(message.html) };
}

/** A link that may book now: whose entry, which service, until when, and the booking that last claimed it. */
export interface EarlyAccessGrant {
  waitlistId: string;
  slug: string;
  opensAt: Date;
  /** Claims the link while it holds its time (the diary's rule, which the booking feature applies: "in use"). */
  claimedBy: string | null;
}

export type EarlyAccessCheck = { outcome: "valid"; grant: EarlyAccessGrant } | { outcome: "refused"; code: Exclude<EarlyAccessRefusal, "early-access-only"> };

/**
 * What a token allows now: unknown, expired (its launch's window is over, or a later launch replaced it), spent
 * (its booking was paid), or a grant. Whether the grant's last booking still holds its time is the diary's question,
 * asked by the booking feature. `lock` takes the entry's row lock, so two bookings through one link are decided one
 * after the other (claimEarlyAccess).
 */
export async function checkEarlyAccess(db: Executor, token: string, { now = new Date(), lock = false }: { now?: Date; lock?: boolean } = {}): Promise<EarlyAccessCheck> {
  const opened = await openLink(db, "early-access", token);
  if (opened.outcome !== "open") return { outcome: "refused", code: "early-access-invalid" };
  const [waitlistId, launchId] = opened.subject.split(":") as [string, string];
  const [launch] = await db.select({ slug: serviceLaunches.slug, opensAt: serviceLaunches.opensAt }).from(serviceLaunches).where(eq(serviceLaunches.id, launchId));
  if (!launch) return { outcome: "refused", code: "early-access-invalid" };
  const link = { waitlistId, launchId, ...launch };
  const latest = (await latestLaunches(db)).find((launch) => launch.slug === link.slug);
  if (latest?.id !== link.launchId || link.opensAt <= now) return { outcome: "refused", code: "early-access-expired" };
  const entryQuery = db
    .select({ bookedAt: waitlist.bookedAt, bookingId: waitlist.earlyAccessBookingId })
    .from(waitlist)
    .where(eq(waitlist.id, link.waitlistId));
  const [entry] = lock ? await entryQuery.for("update") : await entryQuery;
  if (!entry) return { outcome: "refused", code: "early-access-invalid" };
  if (entry.bookedAt) return { outcome: "refused", code: "early-access-used" };
  return { outcome: "valid", grant: { waitlistId: link.waitlistId, slug: link.slug, opensAt: link.opensAt, claimedBy: entry.bookingId } };
}

/**
 * In the booking's transaction, after its row is written: the entry's link now belongs to this booking until it is
 * paid (spent) or its hold lapses (free again). The caller checked the link with `lock` in the same transaction.
 */
export async function claimEarlyAccess(tx: Executor, grant: EarlyAccessGrant, bookingId: string, { paid = false }: { paid?: boolean } = {}): Promise<void> {
  await tx
    .update(waitlist)
    .set({ earlyAccessBookingId: bookingId, ...(paid ? { bookedAt: sql`now()` } : {}) })
    .where(eq(waitlist.id, grant.waitlistId));
}

/** A booking made through an early-access link was paid (changeStatus): the link is spent and the entry booked. */
export async function markEarlyAccessBooked(tx: Pick<Database, "update">, bookingId: string): Promise<void> {
  await tx.update(waitlist).set({ bookedAt: sql`now()` }).where(and(eq(waitlist.earlyAccessBookingId, bookingId), isNull(waitlist.bookedAt)));
}

/** Per service with a waitlist: signed up, invited, booked, and when its latest launch opens (or opened) to all. */
export async function waitlistFunnel(db: Pick<Database, "select">, now = new Date()): Promise<WaitlistFunnelRow[]> {
  const [counts, launches] = await Promise.all([
    db
      .select({
        slug: waitlist.service,
        signedUp: sql<number>`count(*)::int`,
        invited: sql<number>`count(${waitlist.invitedAt})::int`,
        booked: sql<number>`count(${waitlist.bookedAt})::int`,
      })
      .from(waitlist)
      .groupBy(waitlist.service),
    latestLaunches(db),
  ]);
  const bySlug = new Map(counts.map((row) => [row.slug, row]));
  return codeFacts
    .filter((service) => service.waitlistUrl || bySlug.has(service.slug))
    .map((service) => {
      const row = bySlug.get(service.slug);
      const launch = launches.find((entry) => entry.slug === service.slug);
      return {
        slug: service.slug,
        name: service.name,
        signedUp: row?.signedUp ?? 0,
        invited: row?.invited ?? 0,
        booked: row?.booked ?? 0,
        opensAt: launch?.opensAt.toISOString() ?? null,
        earlyAccess: launch !== undefined && launch.opensAt > now,
      };
    });
}
