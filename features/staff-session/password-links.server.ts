import { eq, type SQL } from "drizzle-orm";
import { data, type LoaderFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { staffMembers, users } from "~/db/schema.server";
import { issueLink, openLink, spendLink } from "~/lib/links/links.server";
import { newToken } from "~/lib/tokens.server";
import { parseForm } from "~/lib/forms";
import { countAttempt, type Visitor } from "~/lib/throttle.server";
import { invalid, refuse, RefusedWithin, throttled, withRefusals, type Outcome } from "~/lib/use-case";
import type { z } from "~/lib/zod";
import { hashNewPassword, spentLinkRefusal } from "./new-password.server";

/**
 * The two emailed links that let a member choose a password, one shape (docs/decisions/0055, 0067, 0079): a new
 * member's invitation and a forgotten password's reset. Each is a one-time link in `links` whose subject is her
 * staff_members id, issued as the email leaves (the outbox never holds a working link), the last one sent the
 * only one that works; its page shows her form or why the link no longer works.
 */
export interface PasswordLinkKind {
  kind: "staff-invitation" | "password-reset";
  /** Where a member's token goes in a queued email: `{{kind:<staff member id>}}`. */
  slot: RegExp;
  expiresAt: () => SQL;
  /** Over staff_members: may she be sent a working link now? If not, the email's link names nothing. */
  issuable: (staffMemberId: string) => SQL<boolean>;
  messages: { unknown: string; used: string; expired: string };
}

export type PasswordLinkState =
  | { state: "open"; staffMemberId: string; name: string; username: string | null }
  | { state: "used" | "expired" | "unknown" };

/** The outbox's `prepare`: each slot of this kind gets a token issued now, its life counted from the sending. */
export async function fillPasswordLinks<M extends { text: string; html: string }>(db: Pick<Database, "select" | "insert" | "delete">, message: M, link: PasswordLinkKind): Promise<M> {
  const ids = new Set([...message.text.matchAll(link.slot), ...message.html.matchAll(link.slot)].map((match) => match[1]!));
  if (ids.size === 0) return message;
  const tokens = new Map<string, string>();
  for (const id of ids) {
    const [member] = await db.select({ issuable: link.issuable(id) }).from(staffMembers).where(eq(staffMembers.id, id));
    const token = member?.issuable ? await issueLink(db, { kind: link.kind, subject: id, singleUse: true, expiresAt: link.expiresAt(), replaces: true }) : newToken();
    tokens.set(id, token);
  }
  const fill = (body: string) => body.replace(link.slot, (_slot, id: string) => tokens.get(id)!);
  return { ...message, text: fill(message.text), html: fill(message.html) };
}

/** What a link's page shows: her form, or why it no longer works. Reading it spends nothing. */
export async function passwordLinkFor(db: Pick<Database, "select">, link: PasswordLinkKind, token: string): Promise<PasswordLinkState> {
  const opened = await openLink(db, link.kind, token);
  if (opened.outcome !== "open") return { state: opened.outcome };
  const [member] = await db
    .select({ name: staffMembers.name, active: staffMembers.active, username: users.username })
    .from(staffMembers)
    .leftJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.id, opened.subject));
  if (!member?.active) return { state: "unknown" };
  return { state: "open", staffMemberId: opened.subject, name: member.name, username: member.username };
}

/** Spends the link in the transaction that uses it: the member it was for, or the refusal its page shows. */
export async function spendPasswordLink(tx: Pick<Database, "select" | "update">, link: PasswordLinkKind, token: string): Promise<string> {
  const spent = await spendLink(tx, link.kind, token);
  if (spent.outcome !== "open") throw new RefusedWithin(refuse("gone", "used", link.messages.used));
  return spent.subject;
}

const noStore = { "Cache-Control": "no-store" };

/** GET of a link's page: her form (as `open` shapes it), or 404 for a link never made, 410 used or expired. */
export function passwordLinkLoader<Open extends { state: "open" }>(find: (db: Database, token: string) => Promise<Open | { state: "used" | "expired" | "unknown" }>, messages: PasswordLinkKind["messages"]) {
  return async ({ params, context }: LoaderFunctionArgs) => {
    const found = await find(context.db, params.token ?? "");
    if (found.state === "open") return data({ ...(found as Open), message: undefined }, { headers: noStore });
    const state = found.state as "used" | "expired" | "unknown";
    return data({ state, name: undefined, username: undefined, message: messages[state] }, { status: state === "unknown" ? 404 : 410, headers: noStore });
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The steps every password link's form takes before its own change, in this order: the visitor's throttle, the link
 * still open (else why not: 404 never made, 410 used or expired), the form's rules, the new password's hash (or "busy,
 * try again"), then one transaction that spends the link and makes the change, so a link followed twice at once
 * changes once. `change` gets her staff member id, the hash and the parsed form, and may refuse by throwing
 * RefusedWithin (the transaction is then rolled back and the link stays unspent).
 */
export async function setPasswordByLink<Form extends { password: string }, Done extends object>(
  db: Database,
  visitor: Visitor,
  request: { token: string; payload: unknown },
  link: { kind: PasswordLinkKind; state: (db: Database, token: string) => Promise<{ state: "open" | "used" | "expired" | "unknown" }>; schema: z.ZodType<Form> },
  change: (tx: Transaction, changed: { staffMemberId: string; hash: string; form: Form }) => Promise<Done>,
): Promise<Outcome<Done>> {
  const attempt = await countAttempt(db, visitor);
  if (!attempt.allowed) return throttled(attempt.retryAfter);
  const before = await link.state(db, request.token);
  if (before.state !== "open") return spentLinkRefusal(before.state, link.kind.messages);
  const parsed = parseForm(link.schema, request.payload);
  if (!parsed.success) return invalid(parsed.error);
  const hashed = await hashNewPassword(parsed.data.password);
  if (!hashed.ok) return hashed;
  return withRefusals(() =>
    db.transaction(async (tx) => {
      const staffMemberId = await spendPasswordLink(tx, link.kind, request.token);
      return { ok: true as const, ...(await change(tx, { staffMemberId, hash: hashed.hash, form: parsed.data })) };
    }),
  );
}
