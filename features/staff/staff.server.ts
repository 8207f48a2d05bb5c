import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema.server";
import { passwordMessages, passwordProblem } from "./password-policy";
import { dummyHash, hashPassword, verifyPassword } from "./passwords.server";
import { hit, peek, type RateLimit } from "~/lib/throttle.server";

/** Staff sign-in: accounts, password checks with throttled guessing, and server-side sessions (DESIGN section 5). */
export const SESSION_IDLE_MINUTES = 60;
export const SESSION_ABSOLUTE_HOURS = 12;
/** Guessing is slowed per username and per address, in windows that end: the real user is never locked out for good. */
export const LOGIN_LIMIT_PER_USER: RateLimit = { count: 5, seconds: 15 * 60 };
export const LOGIN_LIMIT_PER_ADDRESS: RateLimit = { count: 20, seconds: 15 * 60 };

export class StaffAccountError extends Error {}

export interface StaffUser {
  id: string;
  username: string;
}

const USERNAME = /^[a-z0-9._-]{3,40}$/;
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/** Creates an account, or sets a new password when `replace` is true and the username exists. */
export async function createStaffUser(db: Database, username: string, password: string, { replace = false } = {}): Promise<StaffUser> {
  const name = normaliseUsername(username);
  if (!USERNAME.test(name)) throw new StaffAccountError("Usernames are 3-40 characters: letters, digits, dots, dashes or underscores.");
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(passwordMessages[problem]);
  const hash = await hashPassword(password);
  const insert = db.insert(users).values({ username: name, password: hash });
  const [row] = await (replace
    ? insert.onConflictDoUpdate({ target: users.username, set: { password: hash } })
    : insert.onConflictDoNothing()
  ).returning({ id: users.id, username: users.username });
  if (!row) throw new StaffAccountError(`A staff account called "${name}" already exists.`);
  await db.delete(sessions).where(eq(sessions.userId, row.id)); // a new password signs out every old session
  return row;
}

export async function hasStaffUsers(db: Database): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

export type LoginResult =
  | { outcome: "signed-in"; user: StaffUser; sessionId: string; expiresAt: Date }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfter: number };

const hashId = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

export async function signIn(db: Database, username: string, password: string, address: string): Promise<LoginResult> {
  const name = normaliseUsername(username);
  const userKey = `login-user:${name}`;
  const addressKey = `login-address:${address}`;
  // Only failures count: a member of staff signing in many times a day is not guessing.
  const [byUser, byAddress] = await Promise.all([peek(db, userKey, LOGIN_LIMIT_PER_USER), peek(db, addressKey, LOGIN_LIMIT_PER_ADDRESS)]);
  if (!byUser.allowed || !byAddress.allowed) {
    return { outcome: "throttled", retryAfter: Math.max(byUser.allowed ? 0 : byUser.retryAfter, byAddress.allowed ? 0 : byAddress.retryAfter) };
  }
  const [user] = await db.select().from(users).where(eq(users.username, name));
  const valid = await verifyPassword(password, user?.password ?? (await dummyHash()));
  if (!user || !valid) {
    await Promise.all([hit(db, userKey, LOGIN_LIMIT_PER_USER), hit(db, addressKey, LOGIN_LIMIT_PER_ADDRESS)]);
    return { outcome: "wrong" };
  }

  // A brand-new id at every sign-in, so an id planted before sign-in is worth nothing after it.
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_HOURS * 3_600_000);
  await db.insert(sessions).values({ idHash: hashId(sessionId), userId: user.id, expiresAt });
  return { outcome: "signed-in", user: { id: user.id, username: user.username }, sessionId, expiresAt };
}

/** The signed-in user of a session id, if it is live (not past its absolute end, not idle too long). */
export async function staffForSession(db: Database, sessionId: string | undefined): Promise<StaffUser | undefined> {
  if (!sessionId || sessionId.length > 100) return undefined;
  const idHash = hashId(sessionId);
  const [row] = await db
    .select({ id: users.id, username: users.username, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
      ),
    );
  if (!row) return undefined;
  if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  }
  return { id: row.id, username: row.username };
}

export async function signOut(db: Database, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.delete(sessions).where(eq(sessions.idHash, hashId(sessionId)));
}

export async function sweepSessions(db: Database): Promise<void> {
  await db
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, sql`now()`)} or ${lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`)}`);
}
