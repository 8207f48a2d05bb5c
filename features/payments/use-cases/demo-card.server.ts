import { parseForm } from "~/lib/forms";
import { z } from "~/lib/zod";
import { invalid, namedUseCase, refuse, type Outcome, type Refusal } from "~/lib/use-case";
import { demoMessages, type DemoConfirmation, type DemoProvider } from "../demo-provider.server";

/**
 * The demo provider's card form (no Stripe keys: DESIGN section 4), for POST /api/demo-payments/confirm and
 * /authenticate: what Stripe.js does against Stripe, done on the server, which decides by the test card.
 */
type DemoCards = Pick<DemoProvider, "confirm" | "authenticate">;

export interface DemoCardContext {
  payments: DemoCards;
  /** Other demo payments the same card form confirms (the memberships' first month), told apart by client secret. */
  otherDemoPayments?: DemoCards & { owns(clientSecret: string): boolean };
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

export type DemoCardOutcome = Outcome<{ status: "succeeded" | "requires_action"; paymentIntentId: string }>;

const demoCard = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(12, { error: demoMessages.cardNumberIncomplete }).max(23),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: demoMessages.expiryIncomplete }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: demoMessages.cvcIncomplete }),
});

const demoAuthentication = z.object({ clientSecret: z.string().min(1), approve: z.boolean() });

function expiredCard(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim())) as [number, number];
  return 2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

const demoFor = (context: DemoCardContext, clientSecret: string): DemoCards => (context.otherDemoPayments?.owns(clientSecret) ? context.otherDemoPayments : context.payments);

/** The providers' refusals by their reason: a card the demo does not take, no such payment, one taken already. */
const refusedWith: Record<Extract<DemoConfirmation, { outcome: "refused" }>["reason"], (message: string) => Refusal> = {
  "unknown-card": (message) => refuse("invalid", "unknown-card", message),
  "not-found": (message) => refuse("not-found", "not-found", message),
  "not-payable": (message) => refuse("conflict", "conflict", message),
};

function answered(result: DemoConfirmation): DemoCardOutcome {
  if (result.outcome === "refused") return refusedWith[result.reason](result.message);
  if (result.outcome === "declined") return refuse("payment-declined", "payment-declined", result.message);
  return { ok: true, status: result.outcome, paymentIntentId: result.paymentIntentId };
}

/** A test card typed into the demo's card form: it succeeds, is declined, or asks for the bank's check. */
export const submitDemoCard = namedUseCase("payments.demo-confirm", async (context: DemoCardContext, payload: unknown): Promise<DemoCardOutcome> => {
  const parsed = parseForm(demoCard, payload);
  if (!parsed.success) return invalid(parsed.error);
  const { clientSecret, cardNumber, expiry } = parsed.data;
  if (expiredCard(expiry, context.now ?? new Date())) return invalid({ message: demoMessages.expiryPast, fieldErrors: { expiry: [demoMessages.expiryPast] } });
  return answered(await demoFor(context, clientSecret).confirm(clientSecret, cardNumber));
});

/** The bank's check of 4000 0025 0000 3155, approved or failed. */
export const submitDemoAuthentication = namedUseCase("payments.demo-authenticate", async (context: DemoCardContext, payload: unknown): Promise<DemoCardOutcome> => {
  const parsed = parseForm(demoAuthentication, payload);
  if (!parsed.success) return invalid(parsed.error);
  const { clientSecret, approve } = parsed.data;
  return answered(await demoFor(context, clientSecret).authenticate(clientSecret, approve));
});
