// Staff sign-in, sessions and the brake on guessing. The token names a session row: signing out (or
// out everywhere) revokes rows, and a revoked or expired row refuses its token at once.
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { processDb as db } from "@/lib/db/process";
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from "./password";
import { onBusy } from "./gate";
import { signAdminToken, TOKEN_TTL_SECONDS, verifyAdminToken } from "./token";
import { log } from "@/lib/logging";
import { LOGIN_LIMITS } from "./sign-in-form";
import { FORM_ERRORS, type SessionRefusal } from "@/lib/actions/result";
import type { StaffRole } from "./roles";

// What every unknown email is checked against, so an unknown account takes as long as a wrong password.
const decoyHash = unmatchableHash();

const keyOf = (kind: "account" | "address" | "account-address", value: string) =>
  `${kind}:${createHash("sha256").update(value).digest("hex")}`;

export type SignInOutcome =
  | { ok: true; token: string; userId: number; sessionId: string }
  | PasswordRefusal
  | { ok: false; reason: "busy"; retryAfterSeconds: number }
  | { ok: false; reason: "disabled" };

export type PasswordRefusal =
  { ok: false; reason: "invalid" } | { ok: false; reason: "throttled"; retryAfterMinutes: number };

export interface AttemptContext {
  address: string | null;
  now?: Date;
  /** Waits before answering; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
}

export interface SignInContext extends AttemptContext {
  secret: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Attempt = { ok: true; id: bigint[]; accountFailures: number } | { ok: false; retryAfterMinutes: number };

/**
 * Counts the attempt as a failure before the password is checked, under a lock per key: parallel guesses
 * queue here, so twenty at once cannot all pass a check that only five may. A right password then takes
 * its row back. Rows older than the window are cleared on the way.
 */
async function takeAttempt(email: string, address: string | null, now: Date): Promise<Attempt> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const from = address ?? "unknown";
  const limited = [
    { key: keyOf("account-address", `${email}|${from}`), limit: LOGIN_LIMITS.perAccountAddress },
    ...(address ? [{ key: keyOf("address", address), limit: LOGIN_LIMITS.perAddress }] : []),
  ];
  const account = keyOf("account", email);
  return db().$transaction(async (tx) => {
    for (const { key } of [...limited].sort((a, b) => a.key.localeCompare(b.key)))
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    await tx.loginFailure.deleteMany({
      where: { key: { in: [account, ...limited.map(({ key }) => key)] }, createdAt: { lte: since } },
    });
    for (const { key, limit } of limited) {
      const hits = await tx.loginFailure.findMany({
        where: { key, createdAt: { gt: since } },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      });
      if (hits.length >= limit) {
        const freedAt = hits[hits.length - limit].createdAt.getTime() + LOGIN_LIMITS.windowMinutes * 60_000;
        log.warn("admin.login.throttled", { key: key.split(":")[0] });
        return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)) };
      }
    }
    const accountFailures = await tx.loginFailure.count({ where: { key: account, createdAt: { gt: since } } });
    const rows = await tx.loginFailure.createManyAndReturn({
      data: [account, ...limited.map(({ key }) => key)].map((key) => ({ key, createdAt: now })),
      select: { id: true },
    });
    return { ok: true, id: rows.map((row) => row.id), accountFailures };
  });
}

/**
 * Checks a password of the account `email` under the brake on guessing, for signing in and for proving the current
 * password alike (one cannot be used to guess around the other). A refused account and address is answered before
 * any hash is computed; `check` answers what the password proves, or null when it is wrong, which counts against
 * both; a right one is no failure, and forgives the account's failures from this address. When the password gate is
 * full, `check` throws `Busy` and the attempt is not counted.
 */
export async function checkPasswordAttempt<T>(
  email: string,
  context: AttemptContext,
  check: () => Promise<T | null>,
): Promise<{ ok: true; value: T } | PasswordRefusal> {
  const now = context.now ?? new Date();
  const attempt = await takeAttempt(email, context.address, now);
  if (!attempt.ok) return { ok: false, reason: "throttled", retryAfterMinutes: attempt.retryAfterMinutes };
  const failures = attempt.accountFailures;
  if (failures >= LOGIN_LIMITS.slowAfter)
    await (context.sleep ?? defaultSleep)(
      Math.min(LOGIN_LIMITS.maxSlowdownMs, (failures - LOGIN_LIMITS.slowAfter + 1) * LOGIN_LIMITS.slowdownMs),
    );
  const proven = await check().catch(async (error: unknown) => {
    // Nothing was checked, so nothing failed.
    await db().loginFailure.deleteMany({ where: { id: { in: attempt.id } } });
    throw error;
  });
  if (proven === null) return { ok: false, reason: "invalid" };
  await db().loginFailure.deleteMany({
    where: {
      OR: [{ id: { in: attempt.id } }, { key: keyOf("account-address", `${email}|${context.address ?? "unknown"}`) }],
    },
  });
  return { ok: true, value: proven };
}

export async function signIn(email: string, password: string, context: SignInContext): Promise<SignInOutcome> {
  const now = context.now ?? new Date();
  const normalizedEmail = email.trim().toLowerCase();
  const checked = await checkPasswordAttempt(normalizedEmail, { ...context, now }, async () => {
    const account = await db().adminUser.findUnique({ where: { email: normalizedEmail } });
    const valid = await verifyPassword(password, account?.passwordHash ?? decoyHash);
    if (account && valid) return account;
    log.warn("admin.login.failed", { known: Boolean(account) });
    return null;
  }).catch(onBusy((busy) => ({ ok: false, reason: "busy", retryAfterSeconds: busy.retryAfterSeconds }) as const));
  if (!checked.ok) {
    if (checked.reason === "busy") log.warn("admin.login.busy");
    return checked;
  }
  const user = checked.value;
  // Said only to someone who knows the password: told to ask an owner, not left trying again until locked out.
  if (user.disabled) {
    log.warn("admin.login.disabled", { userId: user.id });
    return { ok: false, reason: "disabled" };
  }
  if (needsRehash(user.passwordHash)) {
    // The stronger hash can wait for a quieter sign-in; this one goes through.
    const stronger = await hashPassword(password).catch(onBusy(() => null));
    if (stronger) await db().adminUser.update({ where: { id: user.id }, data: { passwordHash: stronger } });
  }
  const sessionId = randomBytes(32).toString("base64url");
  await db().adminSession.create({
    data: { id: sessionId, userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) },
  });
  log.info("admin.login", { userId: user.id });
  return {
    ok: true,
    token: await signAdminToken({ sub: String(user.id), sid: sessionId }, context.secret),
    userId: user.id,
    sessionId,
  };
}

export interface StaffSession {
  userId: number;
  sessionId: string;
  email: string;
  name: string;
  /** Read with the session on every request, so a changed role counts at the next click. */
  role: StaffRole;
}

/** The staff member a token belongs to, when its signature, expiry, session row and account all hold. */
export async function sessionFromToken(
  token: string | undefined,
  secret: string,
  now = new Date(),
): Promise<StaffSession | null> {
  const claims = await verifyAdminToken(token, secret);
  if (!claims) return null;
  const session = await db().adminSession.findUnique({
    where: { id: claims.sid },
    include: { user: { select: { id: true, email: true, name: true, disabled: true, role: true } } },
  });
  if (
    !session ||
    session.revokedAt ||
    session.expiresAt <= now ||
    session.user.disabled ||
    String(session.userId) !== claims.sub
  )
    return null;
  const { email, name, role } = session.user;
  return { userId: session.userId, sessionId: session.id, email, name, role };
}

/**
 * Why a token names no live session, for the words a refused request gets: the account was stopped by an owner
 * (signing in again would not help), or the session ended (signed out, expired, or the token was never valid).
 */
export async function sessionRefusal(token: string | undefined, secret: string): Promise<SessionRefusal> {
  const claims = await verifyAdminToken(token, secret);
  const session =
    claims &&
    (await db().adminSession.findUnique({
      where: { id: claims.sid },
      select: { userId: true, user: { select: { disabled: true } } },
    }));
  return session && String(session.userId) === claims.sub && session.user.disabled
    ? FORM_ERRORS.accountDisabled
    : FORM_ERRORS.signInRequired;
}

/** Signing out: the staff member's session ends now. */
export async function revokeSession(staff: StaffSession, now = new Date()) {
  await db().adminSession.updateMany({ where: { id: staff.sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** 'Log out everywhere': every session of the staff member's account ends now. */
export async function revokeAllSessions(staff: StaffSession, now = new Date()) {
  await db().adminSession.updateMany({ where: { userId: staff.userId, revokedAt: null }, data: { revokedAt: now } });
}

/**
 * Creates the account, or sets a new password (and ends its sessions) when it exists. Run by the launcher
 * (lib/auth/bootstrap) and `npm run admin` on the database they opened, so it takes that database's client.
 * Whoever can run these holds the server: an account they create is an owner, so an office whose owners are
 * locked out can always get back in; a reset keeps the account's role.
 */
export async function upsertStaffAccount(database: PrismaClient, email: string, password: string, name = "") {
  const passwordHash = await hashPassword(password);
  const normalizedEmail = email.trim().toLowerCase();
  const user = await database.adminUser.upsert({
    where: { email: normalizedEmail },
    create: { email: normalizedEmail, passwordHash, name, role: "owner" },
    update: { passwordHash, disabled: false },
  });
  await database.adminSession.updateMany({
    where: { userId: user.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return user;
}
