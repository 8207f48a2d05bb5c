import { and, isNotNull, sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Database } from "~/db/client.server";
import { bookings, textReplies } from "~/db/schema.server";
import { textsStateOf } from "~/features/texts/index.server";
import { fields, parseForm } from "~/lib/forms";
import { invalid, namedUseCase, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import type { Account } from "~/features/client-session/index.server";
import type { AccountTexts } from "../account-view";

/**
 * Her texts about her appointments (the day-before reminder, a freed time she asked for): the numbers her bookings
 * text and whether texts reach them. Her choice here is the same switch as replying STOP or START to one of our texts:
 * a row of text_replies for each number (keyword ACCOUNT), the latest of which decides, so the audit staff see on her
 * record holds every change however it was made.
 */
export const ACCOUNT_TEXT_KEYWORD = "ACCOUNT";

async function numbersOf(db: Pick<Database, "select" | "selectDistinct">, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ phone: bookings.textTo })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = lower(${email})`, isNotNull(bookings.textTo)));
  return rows.map((row) => row.phone!).sort();
}

export async function accountTextsOf(db: Pick<Database, "select" | "selectDistinct">, email: string): Promise<AccountTexts> {
  const states = await textsStateOf(db, await numbersOf(db, email));
  return {
    numbers: states.map((state) => ({ phone: state.phone, shown: parsePhoneNumberFromString(state.phone)?.formatNational() ?? state.phone, on: state.on, changedAt: state.reply?.at.toISOString() ?? null, by: state.reply ? (state.reply.keyword === ACCOUNT_TEXT_KEYWORD ? "account" : "reply") : null })),
  };
}

const textChoiceSchema = z.object({ texts: fields.checkbox });

/**
 * Her choice from the account page's box and PUT /api/account/texts alike: `texts` on or off for every number her
 * bookings text. A number already as she chose writes nothing; with no number there is nothing to change.
 */
export const submitTextChoice = namedUseCase(
  "accounts.text-choice",
  async (context: { db: Database }, account: Account, payload: unknown): Promise<Outcome<{ texts: AccountTexts }, "invalid">> => {
    const parsed = parseForm(textChoiceSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const on = parsed.data.texts;
    const current = await accountTextsOf(context.db, account.email);
    const changed = current.numbers.filter((number) => number.on !== on);
    if (changed.length > 0) {
      await context.db.insert(textReplies).values(changed.map((number) => ({ phone: number.phone, keyword: ACCOUNT_TEXT_KEYWORD, textsOn: on })));
    }
    return { ok: true, texts: await accountTextsOf(context.db, account.email) };
  },
);
