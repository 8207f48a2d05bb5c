import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, clientEmails, clientMerges, clientNotes, clients } from "~/db/schema.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { clientMessages } from "../client-search";

const mergeSchema = z.object({
  clientId: z.string({ error: clientMessages.mergeWhom }).refine(isUuid, { error: clientMessages.mergeWhom }),
  confirmed: z.literal(true, { error: clientMessages.mergeConfirm }),
});

/**
 * POST /api/clients/:id/merge `{clientId, confirmed: true}`: the other record becomes part of this one (DESIGN 11): her
 * bookings, addresses and notes move here, the other answers as this one from then on, and the merge is audited with
 * who made it and what the other record was. Both rows are locked, in id order, so two merges at once cannot cross.
 */
export const submitClientMerge = namedUseCase(
  "clients.merge",
  async (db: Database, staff: { id: string; name: string }, request: { intoId: unknown; payload: unknown }): Promise<Outcome<{ intoId: string; moved: { bookings: number; emails: number; notes: number } }>> => {
    if (!isUuid(request.intoId)) return refuse("not-found", "not-found", clientMessages.notFound);
    const intoId = request.intoId;
    const parsed = parseForm(mergeSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const fromId = parsed.data.clientId;
    if (fromId === intoId) return invalid({ message: clientMessages.mergeSelf, fieldErrors: { clientId: [clientMessages.mergeSelf] } });
    return db.transaction(async (tx) => {
      const rows = await tx.select().from(clients).where(inArray(clients.id, [intoId, fromId])).orderBy(clients.id).for("update");
      const into = rows.find((row) => row.id === intoId);
      const from = rows.find((row) => row.id === fromId);
      if (!into || into.mergedInto) return refuse("not-found", "not-found", clientMessages.notFound);
      if (!from || from.mergedInto) return refuse("conflict", "merged", clientMessages.mergeGone, { clientId: [clientMessages.mergeGone] });
      const movedBookings = await tx.update(bookings).set({ clientId: intoId }).where(eq(bookings.clientId, fromId)).returning({ id: bookings.id });
      const movedEmails = await tx.update(clientEmails).set({ clientId: intoId }).where(eq(clientEmails.clientId, fromId)).returning({ email: clientEmails.email });
      const movedNotes = await tx.update(clientNotes).set({ clientId: intoId }).where(eq(clientNotes.clientId, fromId)).returning({ id: clientNotes.id });
      // Records merged into the other before now answer as this one too.
      await tx.update(clients).set({ mergedInto: intoId }).where(eq(clients.mergedInto, fromId));
      await tx.update(clients).set({ mergedInto: intoId, email: null, phone: "", phoneDigits: "", updatedAt: sql`now()` }).where(eq(clients.id, fromId));
      await tx
        .update(clients)
        .set({ email: into.email ?? from.email, phone: into.phone || from.phone, phoneDigits: into.phoneDigits || from.phoneDigits, updatedAt: sql`now()` })
        .where(eq(clients.id, intoId));
      await tx.insert(clientMerges).values({
        intoId,
        fromId,
        mergedBy: staff.id,
        author: staff.name,
        details: { name: from.name, email: from.email, phone: from.phone, bookings: movedBookings.length, emails: movedEmails.map((row) => row.email), notes: movedNotes.length },
      });
      return { ok: true as const, intoId, moved: { bookings: movedBookings.length, emails: movedEmails.length, notes: movedNotes.length } };
    });
  },
);
