// Staff sign-in, sessions and the brake on guessing. The token names a session row: signing out (or
// out everywhere) revokes rows, and a revoked or expired row refuses its token at once.
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword, verifyPassword } from "./password";
import { signAdminToken, TOKEN_TTL_SECONDS, verifyAdminToken } from "./token";

/** Failures counted over this window; past the first few each answer is slowed, past the limit refused. */
export const LOGIN_LIMITS = { windowMinutes: 15, slowAfter: 3, perAccount: 5, perAddress: 20, slowdownMs: 400, maxSlowdownMs: 3_000 } as const;

// A hash every unknown email is checked against, so an unknown account takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

const keyOf = (kind: "account" | "address", value: string) => `${kind}:${createHash("sha256").update(value).digest("hex")}`;

export type SignInOutcome =
  | { ok: true; token: string; userId: number; sessionId: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterMinutes: number };

export interface SignInContext {
  secret: string;
  address: string | null;
  now?: Date;
  /** Waits before answering; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function recentFailures(db: PrismaClient, key: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  return db.loginFailure.findMany({ where: { key, createdAt: { gt: since } }, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
}

export async function signIn(db: PrismaClient, email: string, password: string, context: SignInContext): Promise<SignInOutcome> {
  const now = context.now ?? new Date();
  const sleep = context.sleep ?? defaultSleep;
  const normalizedEmail = email.trim().toLowerCase();
  const keys: { key: string; limit: number }[] = [{ key: keyOf("account", normalizedEmail), limit: LOGIN_LIMITS.perAccount }];
  if (context.address) keys.push({ key: keyOf("address", context.address), limit: LOGIN_LIMITS.perAddress });

  let failures = 0;
  for (const { key, limit } of keys) {
    const hits = await recentFailures(db, key, now);
    if (hits.length >= limit) {
      const freedAt = hits[hits.length - limit].createdAt.getTime() + LOGIN_LIMITS.windowMinutes * 60_000;
      console.warn(JSON.stringify({ level: "warn", event: "admin.login.throttled", key: key.split(":")[0] }));
      return { ok: false, reason: "throttled", retryAfterMinutes: Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)) };
    }
    failures = Math.max(failures, hits.length);
  }
  if (failures >= LOGIN_LIMITS.slowAfter) await sleep(Math.min(LOGIN_LIMITS.maxSlowdownMs, (failures - LOGIN_LIMITS.slowAfter + 1) * LOGIN_LIMITS.slowdownMs));

  const user = await db.adminUser.findUnique({ where: { email: normalizedEmail } });
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, await (decoyHash ??= hashPassword(randomBytes(16).toString("hex"))));
  if (!user || !valid || user.disabled) {
    await db.loginFailure.createMany({ data: keys.map(({ key }) => ({ key, createdAt: now })) });
    console.warn(JSON.stringify({ level: "warn", event: "admin.login.failed", known: Boolean(user) }));
    return { ok: false, reason: "invalid" };
  }

  const sessionId = randomBytes(32).toString("base64url");
  await db.adminSession.create({ data: { id: sessionId, userId: user.id, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) } });
  await db.loginFailure.deleteMany({ where: { key: keys[0].key } });
  console.info(JSON.stringify({ level: "info", event: "admin.login", userId: user.id }));
  return { ok: true, token: await signAdminToken({ sub: String(user.id), sid: sessionId }, context.secret), userId: user.id, sessionId };
}

export interface StaffSession {
  userId: number;
  sessionId: string;
  email: string;
  name: string;
}

/** The staff member a token belongs to, when its signature, expiry, session row and account all hold. */
export async function sessionFromToken(db: PrismaClient, token: string | undefined, secret: string, now = new Date()): Promise<StaffSession | null> {
  const claims = await verifyAdminToken(token, secret);
  if (!claims) return null;
  const session = await db.adminSession.findUnique({ where: { id: claims.sid }, include: { user: { select: { id: true, email: true, name: true, disabled: true } } } });
  if (!session || session.revokedAt || session.expiresAt <= now || session.user.disabled || String(session.userId) !== claims.sub) return null;
  return { userId: session.userId, sessionId: session.id, email: session.user.email, name: session.user.name };
}

export async function revokeSession(db: PrismaClient, sessionId: string, now = new Date()) {
  await db.adminSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** 'Log out everywhere': every session of the account ends now. */
export async function revokeAllSessions(db: PrismaClient, userId: number, now = new Date()) {
  await db.adminSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
}

/** Creates the account, or sets a new password (and ends its sessions) when it exists. */
export async function upsertStaffAccount(db: PrismaClient, email: string, password: string, name = "") {
  const passwordHash = await hashPassword(password);
  const normalizedEmail = email.trim().toLowerCase();
  const user = await db.adminUser.upsert({ where: { email: normalizedEmail }, create: { email: normalizedEmail, passwordHash, name }, update: { passwordHash, disabled: false } });
  await revokeAllSessions(db, user.id);
  return user;
}
