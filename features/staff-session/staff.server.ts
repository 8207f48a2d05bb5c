import { hashToken, newToken } from "~/lib/tokens.server";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, staffDevices, staffMembers, users } from "~/db/schema.server";
import type { StaffRole } from "./roles";
import { passwordMessages, passwordProblem, USERNAME_PATTERN, usernameMessage } from "./password-policy";
import { HashingBusyError } from "~/lib/passwords/password-hashing.server";
import { dummyHash, hashPassword, verifyPassword } from "~/lib/passwords/passwords.server";
import { hitEach, refund, type RateLimit } from "~/lib/throttle.server";

/** Staff sign-in: accounts, password checks with throttled guessing, and server-side sessions (DESIGN section 5). */
export const SESSION_IDLE_MINUTES = 60;
export const SESSION_ABSOLUTE_HOURS = 12;
/** Guessing is slowed per username and per address, in windows that end: the real user is never locked out for good. */
const BUSY_RETRY_AFTER_SECONDS = 5;
export const LOGIN_LIMIT_PER_USER: RateLimit = { count: 5, seconds: 15 * 60 };
export const LOGIN_LIMIT_PER_ADDRESS: RateLimit = { count: 20, seconds: 15 * 60 };
/** A browser that signed in before is trusted with its own allowance, untouched by guessing from elsewhere. */
export const LOGIN_LIMIT_PER_DEVICE: RateLimit = { count: 5, seconds: 15 * 60 };
/** How long a device stays trusted after its last sign-in. */
export const DEVICE_TRUST_DAYS = 180;

export class StaffAccountError extends Error {}

export interface StaffUser {
  id: string;
  username: string;
  /** The team member this account signs in as: her role decides what she may do (features/staff-session/roles.ts). */
  memberId: string;
  name: string;
  role: StaffRole;
}

/** Who asks to sign in or out: the connection's address and what her browser's cookies hold (read by the page or the API). */
export interface StaffVisitor {
  address: string;
  /** The trusted-device token, if this browser signed in before. */
  deviceToken?: string;
  /** The session the browser holds now, if any: it ends at a sign-in or a sign-out. */
  sessionId?: string;
}

export const normaliseUsername = (username: string) => username.trim().toLowerCase();

/**
 * Creates an account, or sets a new password when `replace` is true and the username exists. The account signs in
 * once a team member is linked to it: features/team's `createStaffUser` makes both.
 */
export async function createAccount(db: Database, username: string, password: string, { replace = false } = {}): Promise<{ id: string; username: string }> {
  const name = normaliseUsername(username);
  if (!USERNAME_PATTERN.test(name)) throw new StaffAccountError(usernameMessage);
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError(passwordMessages[problem]);
  const hash = await hashPassword(password);
  const insert = db.insert(users).values({ username: name, password: hash });
  const [row] = await (replace
    ? insert.onConflictDoUpdate({ target: users.username, set: { password: hash } })
    : insert.onConflictDoNothing()
  ).returning({ id: users.id, username: users.username });
  if (!row) throw new StaffAccountError(`A staff account called "${name}" already exists.`);
  // A new password signs out every old session and forgets every trusted browser.
  await db.delete(sessions).where(eq(sessions.userId, row.id));
  await db.delete(staffDevices).where(eq(staffDevices.userId, row.id));
  return row;
}

export async function hasStaffUsers(db: Database): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

export type LoginResult =
  | { outcome: "signed-in"; user: StaffUser; sessionId: string; expiresAt: Date; deviceToken: string; deviceExpiresAt: Date }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfter: number };

const hashId = hashToken;

/** The trusted device a device token names, if it belongs to `username` and has been used lately. */
async function trustedDevice(db: Database, username: string, deviceToken: string | undefined) {
  if (!deviceToken || deviceToken.length > 100) return undefined;
  const [row] = await db
    .select({ tokenHash: staffDevices.tokenHash })
    .from(staffDevices)
    .innerJoin(users, eq(users.id, staffDevices.userId))
    .where(
      and(
        eq(staffDevices.tokenHash, hashId(deviceToken)),
        eq(users.username, username),
        gt(staffDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`),
      ),
    );
  return row;
}

/**
 * Checks a sign-in. Every attempt is counted before its password is checked, in the same statement that says
 * whether it may go on, so a burst of parallel guesses gets no more checks than the limit allows. An attempt from
 * a browser this user signed in from before (OWASP's device cookie) counts on that device's own counter instead of
 * the username's and the address's, so a lockout caused by guessing elsewhere never keeps out the real user there.
 */
export async function signIn(db: Database, username: string, password: string, address: string, deviceToken?: string): Promise<LoginResult> {
  const name = normaliseUsername(username);
  const device = await trustedDevice(db, name, deviceToken);
  const counters = device
    ? [{ key: `login-device:${device.tokenHash}`, limit: LOGIN_LIMIT_PER_DEVICE }]
    : [
        { key: `login-user:${name}`, limit: LOGIN_LIMIT_PER_USER },
        { key: `login-address:${address}`, limit: LOGIN_LIMIT_PER_ADDRESS },
      ];
  const refused = (await hitEach(db, counters)).filter((verdict) => !verdict.allowed);
  if (refused.length > 0) return { outcome: "throttled", retryAfter: Math.max(...refused.map((verdict) => verdict.retryAfter)) };

  // A deactivated member's account signs in no more (its sessions ended when she was deactivated).
  const [user] = await db
    .select({ id: users.id, username: users.username, password: users.password })
    .from(users)
    .innerJoin(staffMembers, and(eq(staffMembers.userId, users.id), eq(staffMembers.active, true)))
    .where(eq(users.username, name));
  let valid: boolean;
  try {
    valid = await verifyPassword(password, user?.password ?? (await dummyHash()));
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    // Not this person's guess that failed: the server had too many to check at once.
    await refund(db, counters);
    return { outcome: "throttled", retryAfter: BUSY_RETRY_AFTER_SECONDS };
  }
  if (!user || !valid) return { outcome: "wrong" };
  // Only failures are meant to count: a member of staff signing in many times a day is not guessing.
  await refund(db, counters);

  // A brand-new id at every sign-in, so an id planted before sign-in is worth nothing after it.
  const sessionId = newToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_HOURS * 3_600_000);
  await db.insert(sessions).values({ idHash: hashId(sessionId), userId: user.id, expiresAt });
  const deviceExpiresAt = new Date(Date.now() + DEVICE_TRUST_DAYS * 86_400_000);
  let token = deviceToken;
  if (device) {
    await db.update(staffDevices).set({ lastUsedAt: sql`now()` }).where(eq(staffDevices.tokenHash, device.tokenHash));
  } else {
    token = newToken();
    await db.insert(staffDevices).values({ tokenHash: hashId(token), userId: user.id });
  }
  return {
    outcome: "signed-in",
    user: (await staffForUser(db, user.id))!,
    sessionId,
    expiresAt,
    deviceToken: token!,
    deviceExpiresAt,
  };
}

/** The signed-in user of a session id, if it is live (not past its absolute end, not idle too long). */
export async function staffForSession(db: Database, sessionId: string | undefined): Promise<StaffUser | undefined> {
  if (!sessionId || sessionId.length > 100) return undefined;
  const idHash = hashId(sessionId);
  const [row] = await db
    .select({ ...staffColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(staffMembers, and(eq(staffMembers.userId, users.id), eq(staffMembers.active, true)))
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
  const { lastSeenAt: _seen, ...staff } = row;
  return { ...staff, role: staff.role as StaffRole };
}

const staffColumns = { id: users.id, username: users.username, memberId: staffMembers.id, name: staffMembers.name, role: staffMembers.role };

async function staffForUser(db: Database, userId: string): Promise<StaffUser | undefined> {
  const [row] = await db.select(staffColumns).from(users).innerJoin(staffMembers, eq(staffMembers.userId, users.id)).where(eq(users.id, userId));
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

/** Ends every session of an account at once (a member deactivated, her password replaced). */
export async function endSessions(db: Pick<Database, "delete">, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function signOut(db: Database, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.delete(sessions).where(eq(sessions.idHash, hashId(sessionId)));
}

export async function sweepSessions(db: Database): Promise<void> {
  await db.delete(staffDevices).where(lt(staffDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_TRUST_DAYS})`));
  await db
    .delete(sessions)
    .where(sql`${lt(sessions.expiresAt, sql`now()`)} or ${lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`)}`);
}
