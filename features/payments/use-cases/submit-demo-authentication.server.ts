import { parseForm } from "~/lib/forms";
import { z } from "~/lib/zod";
import { invalid, namedUseCase } from "~/lib/use-case";
import { answered, type DemoCardContext, type DemoCardOutcome, demoFor } from "./demo-cards.server";

const demoAuthentication = z.object({ clientSecret: z.string().min(1), approve: z.boolean() });

/** The bank's check of 4000 0025 0000 3155, approved or failed. */
export const submitDemoAuthentication = namedUseCase("payments.demo-authenticate", async (context: DemoCardContext, payload: unknown): Promise<DemoCardOutcome> => {
  const parsed = parseForm(demoAuthentication, payload);
  if (!parsed.success) return invalid(parsed.error);
  const { clientSecret, approve } = parsed.data;
  return answered(await demoFor(context, clientSecret).authenticate(clientSecret, approve));
});
