import type { Database } from "~/db/client.server";
import { marketingFields, type MarketingChoiceView } from "~/features/marketing";
import { setMarketingChoices } from "~/features/marketing/index.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import type { Account } from "~/features/client-session/index.server";

const marketingChoicesSchema = z.object(marketingFields);

/**
 * Her marketing choices (docs/decisions/0037), from the account page's boxes and PUT /api/account/marketing alike:
 * every offered channel at once, so a box left unticked (absent from a plain form's post) is her "no", a withdrawal if
 * she had agreed; a box left as it was writes nothing.
 */
export const submitMarketingChoices = namedUseCase(
  "accounts.marketing-choices",
  async (context: { db: Database }, account: Account, payload: unknown): Promise<Outcome<{ marketing: MarketingChoiceView[] }, "invalid">> => {
    const parsed = parseForm(marketingChoicesSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    return { ok: true, marketing: await setMarketingChoices(context.db, account.email, parsed.data, "account") };
  },
);
