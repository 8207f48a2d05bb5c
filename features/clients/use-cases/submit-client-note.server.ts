import type { Database } from "~/db/client.server";
import { clientNotes } from "~/db/schema.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { clientMessages } from "../client-search";
import { clientVisible, type ClientViewer } from "../clients.server";

const noteSchema = z.object({ text: z.string({ error: clientMessages.note }).trim().min(1, { error: clientMessages.note }).max(2000, { error: clientMessages.note }) });

/** POST /api/clients/:id/notes: a dated note signed with its author's name (a practitioner only on her own clients). */
export const submitClientNote = namedUseCase(
  "clients.add-note",
  async (
    db: Database,
    staff: { id: string; name: string },
    viewer: ClientViewer,
    request: { clientId: unknown; payload: unknown },
  ): Promise<Outcome<{ note: { id: string; text: string; author: string; createdAt: Date } }>> => {
    if (!isUuid(request.clientId) || !(await clientVisible(db, request.clientId, viewer))) return refuse("not-found", "not-found", clientMessages.notFound);
    const parsed = parseForm(noteSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const [note] = await db
      .insert(clientNotes)
      .values({ clientId: request.clientId, text: parsed.data.text, writtenBy: staff.id, author: staff.name })
      .returning({ id: clientNotes.id, text: clientNotes.text, author: clientNotes.author, createdAt: clientNotes.createdAt });
    return { ok: true, note: note! };
  },
);
