import type { Database } from "~/db/client.server";
import { contacts } from "~/db/schema.server";
import type { ContactInput } from "./forms";

export async function saveContactMessage(db: Database, input: ContactInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(contacts)
    .values({ ...input, phone: input.phone ?? null, service: input.service ?? null })
    .returning({ id: contacts.id });
  if (!row) throw new Error("contact insert returned no row");
  return row;
}
