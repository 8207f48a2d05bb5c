import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { timeRequests } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { filledHoneypot, messages, parseForm } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { issueLink } from "~/lib/links/links.server";
import { newToken } from "~/lib/tokens.server";
import { invalid, namedUseCase, throttled, type Outcome } from "~/lib/use-case";
import { toWallTime } from "~/lib/zoned-time";
import { BasketError, priceBasket } from "../rules/basket";
import { clientMenu, practitionersFor } from "../booking-menu.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import { timeRequestEmail } from "./time-offer-emails";
import { textableNumber } from "~/features/texts";
import { checkRequestDays, timeRequestMessages, timeRequestSchema, type PartOfDay } from "./time-request-form";
import type { TimeRequest } from "./time-requests.server";

export type SubmitTimeRequestOutcome = Outcome<{ id: string; token: string; request?: TimeRequest }, "invalid" | "throttled">;

/**
 * Her request to be told when a time frees, from POST /api/waitlist/times and /book's "tell me" form alike: the
 * public forms' caps and honeypot, the schema, the days against today and the horizon, the basket against the
 * menu, then the request and its confirmation (with her withdraw link) in one transaction. A refusal stores nothing.
 */
export const submitTimeRequest = namedUseCase(
  "waitlist.times",
  async (
    context: { db: Database; settings: BookingSettings; emailContext: EmailContext; now?: Date },
    visitor: Visitor,
    payload: unknown,
  ): Promise<SubmitTimeRequestOutcome> => {
    const { db, settings, emailContext, now = new Date() } = context;
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    if (filledHoneypot(payload)) return { ok: true, id: randomUUID(), token: newToken() };
    const parsed = parseForm(timeRequestSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const input = parsed.data;
    const dayErrors = checkRequestDays(input, toWallTime(now, settings.timeZone).date, settings.horizonDays);
    if (dayErrors) return invalid({ message: messages.invalidForm, fieldErrors: dayErrors });
    // A text when a time frees needs a number a text reaches (a landline cannot), as the booking's reminder does.
    if (input.textsOk && !textableNumber(input.phone ?? "")) {
      return invalid({ message: timeRequestMessages.phoneForTexts, fieldErrors: { phone: [timeRequestMessages.phoneForTexts] } });
    }
    let label: string;
    try {
      label = priceBasket(input.items, (await clientMenu(db, input.items, { now })).menu).label;
    } catch (error) {
      if (!(error instanceof BasketError)) throw error;
      return invalid({ message: error.message, fieldErrors: { items: [error.message] } });
    }
    const named = input.practitionerId ? (await practitionersFor(db, input.items)).find((member) => member.id === input.practitionerId) : undefined;
    if (input.practitionerId && !named) {
      return invalid({ message: timeRequestMessages.practitioner, fieldErrors: { practitionerId: [timeRequestMessages.practitioner] } });
    }
    const reserved = await reserveStored(db, visitor, "waitlist");
    if (!reserved.allowed) return throttled(reserved.retryAfter);
    try {
      const { request, token } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(timeRequests)
          .values({
            items: input.items,
            serviceIds: [...new Set(input.items.map((item) => item.id))],
            practitionerId: input.practitionerId ?? null,
            fromDate: input.fromDate,
            toDate: input.toDate,
            partOfDay: input.partOfDay,
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            textsOk: input.textsOk,
            createdAt: now,
          })
          .returning();
        // Her withdraw link works for as long as the request exists.
        const token = await issueLink(tx, { kind: "time-request-withdraw", subject: row!.id, singleUse: false });
        await enqueueEmail(tx, timeRequestEmail({ ...row!, partOfDay: row!.partOfDay as PartOfDay, label, practitionerName: named?.name ?? null }, token, emailContext));
        return { request: row!, token };
      });
      return { ok: true, id: request.id, token, request };
    } catch (error) {
      await releaseStored(db, visitor, "waitlist");
      throw error;
    }
  },
);
