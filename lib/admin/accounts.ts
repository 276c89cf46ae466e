// Staff accounts as owners manage them: add one (it gets a one-time link to set its own password), change its
// name or role, disable or enable it, and send a new link when a password is forgotten. Every staff member changes
// their own display name and password here too. A link's token is kept only as its hash and expires; passwords
// never leave this file. Each change writes its history row in the same transaction (lib/admin/history.ts), without
// secrets in it.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { checkPasswordAttempt, type AttemptContext, type StaffSession } from "@/lib/auth/sessions";
import { hashPassword, NO_PASSWORD, verifyPassword } from "@/lib/auth/password";
import type { NewAccount } from "./account-schemas";
import type { StaffRole } from "@/lib/auth/roles";
import { unlessTaken } from "@/lib/db/errors";
import { log } from "@/lib/logging";
import { serverEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";
import { changedFields, recordChange, type ChangeRecord } from "./history";
import { displayNameOf } from "@/lib/auth/display-name";

/** How long a one-time link works: long enough for a weekend, short enough that an old mail is useless. */
export const SETUP_LINK_HOURS = 72;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh one-time token, and what the account stores of it. */
function newSetupLink(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    data: { setupTokenHash: tokenHash(token), setupExpiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000) },
  };
}

/** The one-time link as the owner passes it on: on the site's configured origin, in the owner's language. */
export function setupLinkOf(locale: Locale, token: string): string {
  return `${serverEnv().SITE_URL}${localizePath(locale, routes.admin.accountSetup)}?${new URLSearchParams({ token })}`;
}

/** Every account, owners first, with when each last signed in (its newest session). */
export async function listStaffAccounts(_staff: StaffSession) {
  const [accounts, lastSessions] = await Promise.all([
    db().adminUser.findMany({
      orderBy: [{ role: "asc" }, { disabled: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        email: true,
        role: true,
        disabled: true,
        passwordHash: true,
        setupExpiresAt: true,
      },
    }),
    db().adminSession.groupBy({ by: ["userId"], _max: { createdAt: true } }),
  ]);
  const lastSignIn = new Map(lastSessions.map((row) => [row.userId, row._max.createdAt]));
  return accounts.map(({ passwordHash, ...account }) => ({
    ...account,
    /** Still waiting for its first password: the link has not been used. */
    awaitingSetup: passwordHash === NO_PASSWORD,
    lastSignInAt: lastSignIn.get(account.id) ?? null,
  }));
}
export type StaffAccountRow = Awaited<ReturnType<typeof listStaffAccounts>>[number];

export type AccountChange = { ok: true; id: number } | { ok: false; error: "notFound" | "lastOwner" | "self" };
export type SetupLinkIssued = { ok: true; id: number; token: string } | Extract<AccountChange, { ok: false }>;

/** Adds an account without a password: the answer's token is its one-time link, shown to the owner once. */
export async function createStaffAccount(staff: StaffSession, account: NewAccount, now = new Date()) {
  const link = newSetupLink(now);
  return unlessTaken({ ok: false, error: "emailTaken" } as const, () =>
    db().$transaction(async (tx): Promise<SetupLinkIssued | { ok: false; error: "emailTaken" }> => {
      const created = await tx.adminUser.create({
        data: { ...account, passwordHash: NO_PASSWORD, ...link.data },
        select: { id: true },
      });
      await recordChange(
        tx,
        staff,
        {
          entity: "account",
          entityId: created.id,
          label: displayNameOf(account),
          action: "created",
          changes: changedFields({}, account),
        },
        now,
      );
      log.info("admin.account.created", { id: created.id, role: account.role, userId: staff.userId });
      return { ok: true, id: created.id, token: link.token };
    }),
  );
}

/**
 * Runs a change to account `id` under one lock for all role and disabled changes, records what it answers (nothing
 * when there was nothing to change), then refuses it if it would leave no active owner: two owners demoting each
 * other at once cannot lock the office out.
 */
async function changeAccount(
  staff: StaffSession,
  id: number,
  now: Date,
  change: (
    tx: Prisma.TransactionClient,
    account: { id: number; name: string; email: string; role: StaffRole; disabled: boolean },
  ) => Promise<Pick<ChangeRecord, "action" | "changes"> | null>,
): Promise<AccountChange> {
  return db()
    .$transaction(async (tx): Promise<AccountChange> => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('admin_users.owners'))`;
      const account = await tx.adminUser.findUnique({
        where: { id },
        select: { id: true, name: true, email: true, role: true, disabled: true },
      });
      if (!account) return { ok: false, error: "notFound" };
      const changed = await change(tx, account);
      if (changed)
        await recordChange(
          tx,
          staff,
          { entity: "account", entityId: id, label: displayNameOf(account), ...changed },
          now,
        );
      const owners = await tx.adminUser.count({ where: { role: "owner", disabled: false } });
      // Throwing rolls the change back; the refusal is answered below.
      if (owners === 0) throw new LastOwner();
      log.info("admin.account.changed", { id, userId: staff.userId });
      return { ok: true, id };
    })
    .catch((error: unknown): AccountChange => {
      if (error instanceof LastOwner) return { ok: false, error: "lastOwner" };
      throw error;
    });
}

class LastOwner extends Error {}

export async function setAccountRole(staff: StaffSession, id: number, role: StaffRole, now = new Date()) {
  return changeAccount(staff, id, now, async (tx, account) => {
    if (account.role === role) return null;
    await tx.adminUser.update({ where: { id }, data: { role } });
    return { action: "role", changes: { role: [account.role, role] } };
  });
}

/**
 * Disabling ends the account's sessions and voids its one-time link at once; enabling lets it sign in again with its
 * password, and an account that never set one needs a new link (a reset).
 */
export async function setAccountDisabled(staff: StaffSession, id: number, disabled: boolean, now = new Date()) {
  return changeAccount(staff, id, now, async (tx, account) => {
    if (account.disabled === disabled) return null;
    await tx.adminUser.update({
      where: { id },
      data: disabled ? { disabled, setupTokenHash: null, setupExpiresAt: null } : { disabled },
    });
    if (disabled)
      await tx.adminSession.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: now } });
    return { action: disabled ? "disabled" : "enabled", changes: { disabled: [account.disabled, disabled] } };
  });
}

/**
 * Gives account `id` a new display name, from its holder's account page or an owner's staff page. What was written
 * under the old one keeps it (a reply's author, a history row's actor): that is who did it, as they were called then.
 */
export async function renameAccount(staff: StaffSession, id: number, name: string, now = new Date()) {
  return db().$transaction(async (tx): Promise<AccountChange> => {
    const account = await tx.adminUser.findUnique({ where: { id }, select: { name: true, email: true } });
    if (!account) return { ok: false, error: "notFound" };
    if (account.name === name) return { ok: true, id };
    await tx.adminUser.update({ where: { id }, data: { name } });
    await recordChange(
      tx,
      staff,
      {
        entity: "account",
        entityId: id,
        label: displayNameOf({ name, email: account.email }),
        action: "renamed",
        changes: { name: [account.name, name] },
      },
      now,
    );
    log.info("admin.account.renamed", { id, userId: staff.userId });
    return { ok: true, id };
  });
}

/**
 * A forgotten password: the old one stops working and the account's sessions end now (it may be why the link
 * is needed), and a new one-time link is answered. Owners change their own password on their account page.
 */
export async function resetAccountPassword(
  staff: StaffSession,
  id: number,
  now = new Date(),
): Promise<SetupLinkIssued> {
  if (id === staff.userId) return { ok: false, error: "self" };
  const link = newSetupLink(now);
  return db().$transaction(async (tx) => {
    const account = await tx.adminUser.findUnique({ where: { id }, select: { name: true, email: true } });
    if (!account) return { ok: false, error: "notFound" };
    await tx.adminUser.update({ where: { id }, data: { passwordHash: NO_PASSWORD, ...link.data } });
    await tx.adminSession.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: now } });
    await recordChange(
      tx,
      staff,
      { entity: "account", entityId: id, label: displayNameOf(account), action: "passwordReset" },
      now,
    );
    log.info("admin.account.reset", { id, userId: staff.userId });
    return { ok: true, id, token: link.token };
  });
}

/**
 * What a new password ends: every session of the account but the one that set it (none, through a link), since
 * a password is changed because the old one may be known. The account itself is named as who changed it.
 */
async function afterPasswordSet(tx: Prisma.TransactionClient, self: StaffSession, label: string, now: Date) {
  await tx.adminSession.updateMany({
    where: { userId: self.userId, revokedAt: null, id: { not: self.sessionId } },
    data: { revokedAt: now },
  });
  await recordChange(tx, self, { entity: "account", entityId: self.userId, label, action: "password" }, now);
}

const usableLink = (token: string, now: Date) => ({
  setupTokenHash: tokenHash(token),
  setupExpiresAt: { gt: now },
  disabled: false,
});

/** The account a one-time link is for, while it works: the setup page greets it by name. */
export async function accountOfSetupLink(token: string, now = new Date()) {
  if (!token) return null;
  return db().adminUser.findFirst({ where: usableLink(token, now), select: { name: true, email: true } });
}

/**
 * Sets the password through a one-time link, which is then used up. Answers the account's email for the sign-in
 * form, or `expired` for a link that is unknown, used, past its time or of a disabled account. The link is looked up
 * before the password is hashed: a made-up token costs a query, not a hash. Throws `Busy` when the password gate is
 * full (lib/auth/password.ts).
 */
export async function completeAccountSetup(token: string, password: string, now = new Date()) {
  const account = await db().adminUser.findFirst({
    where: usableLink(token, now),
    select: { id: true, name: true, email: true, role: true },
  });
  if (!account) return { ok: false, error: "expired" } as const;
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    // Used once: the conditional write is what claims it, so two posts of one link cannot both set a password, and
    // a link disabled or past its time while the password was hashed sets nothing.
    const { count } = await tx.adminUser.updateMany({
      where: { id: account.id, ...usableLink(token, now) },
      data: { passwordHash, setupTokenHash: null, setupExpiresAt: null },
    });
    if (!count) return { ok: false, error: "expired" } as const;
    const { id, ...named } = account;
    const self: StaffSession = { userId: id, sessionId: "", ...named };
    await afterPasswordSet(tx, self, displayNameOf(account), now);
    log.info("admin.account.setup", { id: account.id });
    return { ok: true, email: account.email } as const;
  });
}

/**
 * A staff member's own new password, with the current one as proof, under the same brake on guessing as signing in
 * (a stolen session must not become a way to guess the password). Their other sessions end (a password is changed
 * because it may be known); this one stays signed in. Throws `Busy` when the password gate is full.
 */
export async function changeOwnPassword(
  staff: StaffSession,
  current: string,
  password: string,
  context: AttemptContext,
) {
  const account = await db().adminUser.findUnique({
    where: { id: staff.userId },
    select: { passwordHash: true, name: true, email: true },
  });
  if (!account) return { ok: false, error: "wrongPassword" } as const;
  const checked = await checkPasswordAttempt(account.email, context, async () =>
    (await verifyPassword(current, account.passwordHash)) ? account : null,
  );
  if (!checked.ok) {
    log.warn("admin.account.password.refused", { userId: staff.userId, reason: checked.reason });
    return checked.reason === "throttled"
      ? ({ ok: false, error: "throttled", retryAfterMinutes: checked.retryAfterMinutes } as const)
      : ({ ok: false, error: "wrongPassword" } as const);
  }
  const passwordHash = await hashPassword(password);
  const now = context.now ?? new Date();
  await db().$transaction(async (tx) => {
    await tx.adminUser.update({ where: { id: staff.userId }, data: { passwordHash } });
    await afterPasswordSet(tx, staff, displayNameOf(account), now);
  });
  log.info("admin.account.password", { userId: staff.userId });
  return { ok: true, id: staff.userId } as const;
}
