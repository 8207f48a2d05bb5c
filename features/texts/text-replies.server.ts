import { desc, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { textReplies } from "~/db/schema.server";
import { toE164 } from "./phone-numbers";

export interface TextsState {
  phone: string;
  on: boolean;
  /** Her latest STOP or START, if any. */
  reply: { keyword: string; at: Date } | null;
}

/** Whether texts reach each of these numbers (as typed or E.164), with the reply that decided it: for her record. */
export async function textsStateOf(db: Pick<Database, "select">, numbers: string[]): Promise<TextsState[]> {
  const phones = [...new Set(numbers.map(toE164).filter((phone): phone is string => phone !== null))];
  if (phones.length === 0) return [];
  const replies = await db.select().from(textReplies).where(inArray(textReplies.phone, phones)).orderBy(desc(textReplies.receivedAt));
  return phones.map((phone) => {
    const latest = replies.find((reply) => reply.phone === phone);
    return { phone, on: latest?.textsOn ?? true, reply: latest ? { keyword: latest.keyword, at: latest.receivedAt } : null };
  });
}
