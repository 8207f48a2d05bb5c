import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { marketingConsents, outbox } from "~/db/schema.server";
import {
  MARKETING_WORDING_VERSION,
  marketingEmailKinds,
  marketingField,
  marketingWordings,
  offeredChannels,
  tickedChannels,
  type MarketingChannel,
  type MarketingChoices,
  type MarketingChoiceView,
  type MarketingSource,
  type OfferedChannel,
} from "./marketing-consent";

type Reader = Pick<Database, "select" | "selectDistinctOn">;
type Executor = Pick<Database, "insert" | "delete"> & Reader;

/** One address, one key: the table's check refuses anything else. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const grantRow = (email: string, channel: OfferedChannel, source: MarketingSource, now: Date) => ({
  email: normaliseEmail(email),
  channel,
  granted: true,
  wordingVersion: MARKETING_WORDING_VERSION,
  wordingId: marketingWordings[channel].id,
  source,
  createdAt: now,
});

/**
 * A form's ticked boxes, in the caller's transaction (the row it stores): each is a consent with the words shown
 * and the time. An unticked box stores nothing: it is not a refusal, only silence.
 */
export async function recordMarketingOptIns(tx: Pick<Database, "insert">, email: string, choices: MarketingChoices, source: MarketingSource, now = new Date()): Promise<void> {
  const ticked = tickedChannels(choices);
  if (ticked.length > 0) await tx.insert(marketingConsents).values(ticked.map((channel) => grantRow(email, channel, source, now)));
}

async function latestRows(db: Reader, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .selectDistinctOn([marketingConsents.email, marketingConsents.channel], {
      email: marketingConsents.email,
      channel: marketingConsents.channel,
      granted: marketingConsents.granted,
      source: marketingConsents.source,
      createdAt: marketingConsents.createdAt,
    })
    .from(marketingConsents)
    .where(inArray(marketingConsents.email, emails.map(normaliseEmail)))
    .orderBy(marketingConsents.email, marketingConsents.channel, desc(marketingConsents.createdAt), desc(marketingConsents.id));
}

const view = (channel: OfferedChannel, row: Awaited<ReturnType<typeof latestRows>>[number] | undefined): MarketingChoiceView => ({
  channel,
  granted: row?.granted ?? false,
  at: row?.createdAt.toISOString() ?? null,
  source: (row?.source as MarketingSource | undefined) ?? null,
});

/** Each offered channel's current choice for one address (the latest row; none is "not agreed"). */
export async function marketingChoicesOf(db: Reader, email: string): Promise<MarketingChoiceView[]> {
  const rows = await latestRows(db, [email]);
  return offeredChannels.map((channel) => view(channel, rows.find((row) => row.channel === channel)));
}

/** The same for many addresses at once (the staff lists), keyed by the normalised address. */
export async function marketingChoicesFor(db: Reader, emails: string[]): Promise<Map<string, MarketingChoiceView[]>> {
  const unique = [...new Set(emails.map(normaliseEmail))];
  const rows = await latestRows(db, unique);
  return new Map(unique.map((email) => [email, offeredChannels.map((channel) => view(channel, rows.find((row) => row.email === email && row.channel === channel)))]));
}

/**
 * The account page's boxes: a tick where she had not agreed is a consent, an untick where she had is a withdrawal;
 * a box left as it was writes nothing. Returns her choices afterwards.
 */
export async function setMarketingChoices(db: Database, email: string, choices: MarketingChoices, source: MarketingSource, now = new Date()): Promise<MarketingChoiceView[]> {
  return db.transaction(async (tx) => {
    const current = await marketingChoicesOf(tx, email);
    for (const { channel, granted } of current) {
      const wanted = choices[marketingField(channel)] === true;
      if (wanted === granted) continue;
      await tx
        .insert(marketingConsents)
        .values(wanted ? grantRow(email, channel, source, now) : { ...grantRow(email, channel, source, now), granted: false });
      if (!wanted) await dropQueuedMarketing(tx, email, channel);
    }
    return marketingChoicesOf(tx, email);
  });
}

/** A withdrawal's effect on mail already queued: her marketing emails not yet sent are not sent. */
async function dropQueuedMarketing(tx: Pick<Database, "delete">, email: string, channel: MarketingChannel) {
  if (channel !== "email") return;
  await tx
    .delete(outbox)
    .where(and(eq(outbox.status, "pending"), inArray(outbox.kind, [...marketingEmailKinds]), sql`lower(btrim(${outbox.to})) = ${normaliseEmail(email)}`));
}

/** An unsubscribe: from now on nothing of that channel's marketing goes to her until she agrees again. */
export async function withdrawMarketing(tx: Executor, email: string, channel: MarketingChannel, source: MarketingSource, now = new Date()): Promise<void> {
  const [latest] = await latestRows(tx, [email]).then((rows) => rows.filter((row) => row.channel === channel));
  if (latest && !latest.granted) return;
  await tx.insert(marketingConsents).values({ email: normaliseEmail(email), channel, granted: false, source, createdAt: now });
  await dropQueuedMarketing(tx, email, channel);
}

/**
 * The one gate every marketing send passes (docs/decisions/0037). By default a message needs her own tick for the
 * channel, not withdrawn since (the studio does not use the soft opt-in). `requestedAt` is a message she asked for
 * herself at that time (a waitlist's launch news): it needs no tick, but a withdrawal made after that stops it, since
 * an objection to direct marketing covers it too.
 */
export async function mayMarketTo(db: Reader, email: string, channel: MarketingChannel, { requestedAt }: { requestedAt?: Date } = {}): Promise<boolean> {
  const [latest] = (await latestRows(db, [email])).filter((row) => row.channel === channel);
  if (latest?.granted) return true;
  if (!requestedAt) return false;
  return !latest || latest.createdAt < requestedAt;
}

/** Every choice she made, oldest first: the privacy export's evidence. */
export async function marketingHistoryOf(db: Reader, email: string) {
  return db
    .select({
      channel: marketingConsents.channel,
      granted: marketingConsents.granted,
      wordingVersion: marketingConsents.wordingVersion,
      wordingId: marketingConsents.wordingId,
      source: marketingConsents.source,
      createdAt: marketingConsents.createdAt,
    })
    .from(marketingConsents)
    .where(eq(marketingConsents.email, normaliseEmail(email)))
    .orderBy(asc(marketingConsents.createdAt), asc(marketingConsents.id));
}

/** Erasure: her choices go with her (nothing identifying is kept; a later tick starts afresh). */
export async function eraseMarketingConsents(tx: Pick<Database, "delete">, email: string): Promise<number> {
  const removed = await tx
    .delete(marketingConsents)
    .where(eq(marketingConsents.email, normaliseEmail(email)))
    .returning({ id: marketingConsents.id });
  return removed.length;
}
