import { createHash, randomBytes } from "node:crypto";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { e2eDataDir } from "./e2e-server";

/** A waitlist entry and a working unsubscribe link for it, as the outbox issues one when it sends the welcome. */
export async function seedUnsubscribeLink(person: { name: string; email: string; service: string }): Promise<string> {
  const url = await runningEmbeddedUrl(e2eDataDir);
  if (!url) throw new Error(`No e2e database running in ${e2eDataDir}: is the e2e web server up?`);
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [entry] = await sql<{ id: string }[]>`insert into waitlist (name, email, phone, service)
      values (${person.name}, ${person.email}, '07700 900456', ${person.service}) returning id`;
    const token = randomBytes(32).toString("base64url");
    await sql`insert into links (kind, subject, token_hash, single_use) values ('unsubscribe', ${entry!.id}, ${createHash("sha256").update(token).digest("hex")}, false)`;
    return token;
  } finally {
    await sql.end();
  }
}
