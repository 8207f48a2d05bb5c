import { parseForm } from "~/lib/forms";
import { z } from "~/lib/zod";
import { invalid, namedUseCase } from "~/lib/use-case";
import { demoMessages } from "../demo-provider.server";
import { answered, type DemoCardContext, type DemoCardOutcome, demoFor } from "./demo-cards.server";

const demoCard = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(12, { error: demoMessages.cardNumberIncomplete }).max(23),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: demoMessages.expiryIncomplete }),
  cvc: z.string().trim().regex(/^\d{3,4}$/, { error: demoMessages.cvcIncomplete }),
});

function expiredCard(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split("/").map((part) => Number(part.trim())) as [number, number];
  return 2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/** A test card typed into the demo's card form: it succeeds, is declined, or asks for the bank's check. */
export const submitDemoCard = namedUseCase("payments.demo-confirm", async (context: DemoCardContext, payload: unknown): Promise<DemoCardOutcome> => {
  const parsed = parseForm(demoCard, payload);
  if (!parsed.success) return invalid(parsed.error);
  const { clientSecret, cardNumber, expiry } = parsed.data;
  if (expiredCard(expiry, context.now ?? new Date())) return invalid({ message: demoMessages.expiryPast, fieldErrors: { expiry: [demoMessages.expiryPast] } });
  return answered(await demoFor(context, clientSecret).confirm(clientSecret, cardNumber));
});
