import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { demoInvoices, memberships } from "~/db/schema.server";
import { demoCards, demoMessages, type DemoConfirmation } from "~/features/payments/index.server";
import { addMonths } from "../membership-rules";
import { membershipTerms } from "../membership-tiers";
import { applyBillingEvent, changeMembership, lockEmail } from "../memberships.server";
import type { BillingProvider } from "../billing-provider";
import type { EmailContext } from "~/features/mail";

/**
 * The demo provider's Dreams Club billing (docs/decisions/0027): the same flow as Stripe Billing, no card charged.
 * The first payment is confirmed with Stripe's test cards through the demo card form (POST /api/demo-payments/confirm);
 * renewals are taken by sweepDemoRenewals at each period's end from the card she paid with, retried every
 * `retryDays` and, after `renewalAttempts` failures, the perks pause, as Stripe's retries would.
 */

/** Client secrets of membership invoices start so, to tell them from bookings' demo payments. */
const SECRET_PREFIX = "demo_in_";
/** Stripe's "attaches, then declines": pays the first month, refuses every renewal (https://docs.stripe.com/testing). */
const declinesRenewals = new Set(["4000000000000341"]);

type Invoice = typeof demoInvoices.$inferSelect;
const subscriptionIdOf = (membershipId: string) => `demo_sub_${membershipId}`;

/** Marks the invoice paid from the state the caller saw (so two clicks cannot both pay), then tells the membership. */
async function pay(db: Database, invoice: Invoice, from: string, cardNumber: string | null, mail?: EmailContext): Promise<boolean> {
  const now = new Date();
  // A first month runs from the moment it is paid; a renewal's period was fixed by the one before.
  const first = invoice.attempts === 0 && invoice.nextAttemptAt === null;
  const periodStart = first ? now : invoice.periodStart;
  const periodEnd = first ? addMonths(now, 1) : invoice.periodEnd;
  const claimed = await db
    .update(demoInvoices)
    .set({ status: "succeeded", lastError: null, cardNumber: cardNumber ?? invoice.cardNumber, periodStart, periodEnd, attempts: sql`${demoInvoices.attempts} + 1` })
    .where(
      and(
        eq(demoInvoices.id, invoice.id),
        eq(demoInvoices.status, from),
        eq(demoInvoices.attempts, invoice.attempts),
        // Never money for a membership that has ended (a join abandoned a moment ago): the card is not charged.
        sql`exists (select 1 from ${memberships} where ${memberships.id} = ${demoInvoices.membershipId} and ${memberships.status} <> 'ended')`,
      ),
    )
    .returning();
  if (claimed.length === 0) return false;
  await applyBillingEvent(db, {
    id: `demo:${invoice.id}:paid`,
    provider: "demo",
    subscriptionId: subscriptionIdOf(invoice.membershipId),
    type: "invoice.paid",
    periodStart,
    periodEnd,
    amountPence: invoice.amountPence,
  }, mail);
  return true;
}

/** `mail`: where the welcome email of a first payment is written from (none in tests of the billing alone). */
export function createDemoBilling(db: Database, mail?: EmailContext) {
  const byClientSecret = async (clientSecret: string) => (await db.select().from(demoInvoices).where(eq(demoInvoices.clientSecret, clientSecret)))[0];

  const refused = (reason: Extract<DemoConfirmation, { outcome: "refused" }>["reason"], message: string): DemoConfirmation => ({ outcome: "refused", reason, message });

  return {
    name: "demo" as const,
    publishableKey: undefined,
    async subscribe({ membershipId, pricePence }) {
      const id = `${SECRET_PREFIX}${randomBytes(12).toString("hex")}`;
      const now = new Date();
      await db.insert(demoInvoices).values({
        id,
        membershipId,
        amountPence: pricePence,
        clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
        periodStart: now,
        periodEnd: addMonths(now, 1),
      });
      const [invoice] = await db.select().from(demoInvoices).where(eq(demoInvoices.id, id));
      return { customerId: `demo_cus_${membershipId}`, subscriptionId: subscriptionIdOf(membershipId), clientSecret: invoice!.clientSecret, amountPence: pricePence };
    },
    // The membership's cancel_at is the schedule: the sweep ends it then instead of renewing.
    async scheduleCancel() {},
    async abandon(subscriptionId) {
      await db
        .update(demoInvoices)
        .set({ status: "canceled" })
        .where(and(eq(demoInvoices.membershipId, subscriptionId.slice("demo_sub_".length)), ne(demoInvoices.status, "succeeded")));
    },

    async firstPayment(subscriptionId) {
      const [first] = await db
        .select()
        .from(demoInvoices)
        .where(and(eq(demoInvoices.membershipId, subscriptionId.slice("demo_sub_".length)), eq(demoInvoices.status, "succeeded")))
        .orderBy(asc(demoInvoices.periodStart))
        .limit(1);
      return first ? { paymentId: first.id, amountPence: first.amountPence } : undefined;
    },
    async firstInvoice(subscriptionId) {
      const [first] = await db
        .select()
        .from(demoInvoices)
        .where(eq(demoInvoices.membershipId, subscriptionId.slice("demo_sub_".length)))
        .orderBy(asc(demoInvoices.periodStart))
        .limit(1);
      if (first?.status === "succeeded") {
        return { status: "paid" as const, invoiceId: first.id, periodStart: first.periodStart, periodEnd: first.periodEnd, amountPence: first.amountPence };
      }
      return { status: !first || first.status === "canceled" ? ("ended" as const) : ("open" as const) };
    },
    /** As Stripe's Refunds: at most what the payment took, once per key. */
    async refund({ paymentId, amountPence, idempotencyKey }) {
      const [refunded] = await db
        .update(demoInvoices)
        .set({ refundedPence: sql`${demoInvoices.refundedPence} + ${amountPence}::integer`, refundKey: idempotencyKey })
        .where(
          and(
            eq(demoInvoices.id, paymentId),
            eq(demoInvoices.status, "succeeded"),
            isNull(demoInvoices.refundKey),
            sql`${demoInvoices.refundedPence} + ${amountPence}::integer <= ${demoInvoices.amountPence}`,
          ),
        )
        .returning();
      if (refunded) return { id: `demo_re_${paymentId}`, status: "succeeded" as const };
      const [row] = await db.select().from(demoInvoices).where(eq(demoInvoices.id, paymentId));
      if (row?.refundKey === idempotencyKey) return { id: `demo_re_${paymentId}`, status: "succeeded" as const };
      throw new Error(`demo invoice ${paymentId} cannot be refunded ${amountPence}`);
    },

    owns: (clientSecret: string) => clientSecret.startsWith(SECRET_PREFIX),

    /** The card form's "Pay" for a membership's first month: the test card decides, as Stripe's test mode does. */
    async confirm(clientSecret: string, cardNumber: string): Promise<DemoConfirmation> {
      const invoice = await byClientSecret(clientSecret);
      if (!invoice) return refused("not-found", demoMessages.notFound);
      if (invoice.status !== "requires_payment_method") return refused("not-payable", demoMessages.notPayable);
      const digits = cardNumber.replace(/\D/g, "");
      const card = declinesRenewals.has(digits) ? demoCards["4242424242424242"] : demoCards[digits as keyof typeof demoCards];
      if (!card) return refused("unknown-card", demoMessages.unknownCard);
      if (card.result === "declined") {
        await db.update(demoInvoices).set({ lastError: card.message }).where(eq(demoInvoices.id, invoice.id));
        return { outcome: "declined", message: card.message };
      }
      if (card.result === "authenticate") {
        const claimed = await db
          .update(demoInvoices)
          .set({ status: "requires_action", cardNumber: digits })
          .where(and(eq(demoInvoices.id, invoice.id), eq(demoInvoices.status, "requires_payment_method")))
          .returning();
        return claimed.length ? { outcome: "requires_action", paymentIntentId: invoice.id } : refused("not-payable", demoMessages.notPayable);
      }
      return (await pay(db, invoice, "requires_payment_method", digits, mail)) ? { outcome: "succeeded", paymentIntentId: invoice.id } : refused("not-payable", demoMessages.notPayable);
    },

    /** The bank's challenge for 4000 0025 0000 3155. */
    async authenticate(clientSecret: string, approve: boolean): Promise<DemoConfirmation> {
      const invoice = await byClientSecret(clientSecret);
      if (!invoice) return refused("not-found", demoMessages.notFound);
      if (invoice.status !== "requires_action") return refused("not-payable", demoMessages.notPayable);
      if (!approve) {
        await db
          .update(demoInvoices)
          .set({ status: "requires_payment_method", lastError: demoMessages.authenticationFailed })
          .where(and(eq(demoInvoices.id, invoice.id), eq(demoInvoices.status, "requires_action")));
        return { outcome: "declined", message: demoMessages.authenticationFailed };
      }
      return (await pay(db, invoice, "requires_action", null, mail)) ? { outcome: "succeeded", paymentIntentId: invoice.id } : refused("not-payable", demoMessages.notPayable);
    },
  } satisfies BillingProvider & Record<string, unknown>;
}

export type DemoBilling = ReturnType<typeof createDemoBilling>;

/**
 * Renews the demo's memberships whose paid month has ended (any instance may run it: each attempt is claimed in one
 * statement). A membership set to end is ended instead; a failed attempt is retried `retryDays` later.
 */
export async function sweepDemoRenewals(db: Database, now: Date = new Date()): Promise<number> {
  const expired = await expireUnpaidJoins(db, now);
  const due = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.provider, "demo"), inArray(memberships.status, ["active", "cancelling", "past_due"]), lte(memberships.currentPeriodEnd, now)));
  let changed = expired;
  for (const member of due) {
    const subscriptionId = subscriptionIdOf(member.id);
    const periodStart = member.currentPeriodEnd!;
    if (member.cancelAt && member.cancelAt <= periodStart) {
      const applied = await applyBillingEvent(db, { id: `demo:${subscriptionId}:deleted`, provider: "demo", subscriptionId, type: "subscription.deleted", endedAt: member.cancelAt });
      if (applied === "applied") changed++;
      continue;
    }
    const [lastPaid] = await db
      .select({ cardNumber: demoInvoices.cardNumber })
      .from(demoInvoices)
      .where(and(eq(demoInvoices.membershipId, member.id), eq(demoInvoices.status, "succeeded")))
      .orderBy(sql`${demoInvoices.periodStart} desc`)
      .limit(1);
    const id = `${SECRET_PREFIX}${randomBytes(12).toString("hex")}`;
    await db
      .insert(demoInvoices)
      .values({
        id,
        membershipId: member.id,
        // Her locked price, not the tier's today: founding members keep theirs.
        amountPence: member.pricePence,
        clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
        periodStart,
        periodEnd: addMonths(periodStart, 1),
        cardNumber: lastPaid?.cardNumber ?? null,
        nextAttemptAt: now,
      })
      .onConflictDoNothing();
    const [invoice] = await db.select().from(demoInvoices).where(and(eq(demoInvoices.membershipId, member.id), eq(demoInvoices.periodStart, periodStart)));
    if (!invoice || invoice.status !== "requires_payment_method" || !invoice.nextAttemptAt || invoice.nextAttemptAt > now) continue;
    const card = demoCards[invoice.cardNumber as keyof typeof demoCards];
    if (card && (card.result === "succeeded" || card.result === "authenticate") && !declinesRenewals.has(invoice.cardNumber ?? "")) {
      if (await pay(db, invoice, "requires_payment_method", null)) changed++;
      continue;
    }
    const retryAt = new Date(now.getTime() + membershipTerms.retryDays * 86_400_000);
    const claimed = await db
      .update(demoInvoices)
      .set({ attempts: sql`${demoInvoices.attempts} + 1`, nextAttemptAt: retryAt, lastError: "Your card was declined." })
      .where(and(eq(demoInvoices.id, invoice.id), eq(demoInvoices.attempts, invoice.attempts)))
      .returning();
    if (claimed.length === 0) continue;
    const applied = await applyBillingEvent(db, {
      id: `demo:${invoice.id}:failed:${claimed[0]!.attempts}`,
      provider: "demo",
      subscriptionId,
      type: "invoice.payment_failed",
      periodEnd: invoice.periodEnd,
      attemptCount: claimed[0]!.attempts,
      first: false,
    });
    if (applied === "applied") changed++;
  }
  return changed;
}

/**
 * A join whose first month was never paid expires after `unpaidJoinExpiryHours`, as Stripe's incomplete
 * subscriptions do (`incomplete_expired`): ended by the system, its invoice cancelled so the old card step can no
 * longer pay it, and her address free to join again.
 */
async function expireUnpaidJoins(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - membershipTerms.unpaidJoinExpiryHours * 3_600_000);
  const stale = await db
    .select({ id: memberships.id, email: memberships.email })
    .from(memberships)
    .where(and(eq(memberships.provider, "demo"), eq(memberships.status, "incomplete"), lte(memberships.createdAt, cutoff)));
  let expired = 0;
  for (const { id, email } of stale) {
    const ended = await db.transaction(async (tx) => {
      // The same lock as a join or a payment for this address: a first payment being taken now settles first.
      await lockEmail(tx, email);
      const [row] = await tx.select().from(memberships).where(and(eq(memberships.id, id), eq(memberships.status, "incomplete"))).for("update");
      if (!row) return false;
      await tx.update(demoInvoices).set({ status: "canceled" }).where(and(eq(demoInvoices.membershipId, id), ne(demoInvoices.status, "succeeded")));
      // Paid a moment ago (the invoice is claimed before the membership hears of it): the payment wins.
      const [paid] = await tx.select({ id: demoInvoices.id }).from(demoInvoices).where(and(eq(demoInvoices.membershipId, id), eq(demoInvoices.status, "succeeded")));
      if (paid) return false;
      await changeMembership(tx, row, { status: "ended", endedAt: now }, { kind: "system" }, `incomplete_expired: first payment not made within ${membershipTerms.unpaidJoinExpiryHours} hours`);
      return true;
    });
    if (ended) expired++;
  }
  return expired;
}
