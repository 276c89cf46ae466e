import { beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { sessionFromToken, sessionRefusal, signIn } from "@/lib/auth/sessions";
import { Busy } from "@/lib/auth/gate";
import { LOGIN_LIMITS } from "@/lib/auth/sign-in-form";
import { PASSWORD_WORK } from "@/lib/auth/password";
import {
  accountOfSetupLink,
  changeOwnPassword,
  completeAccountSetup,
  createStaffAccount,
  listStaffAccounts,
  renameAccount,
  resetAccountPassword,
  SETUP_LINK_HOURS,
  setAccountDisabled,
  setAccountRole,
  setupLinkOf,
} from "./accounts";
import { accountSetupSchema } from "./account-schemas";
import { historyOf } from "./history";
import { fillPasswordGate } from "@/test/password-gate";

const secret = "integration-secret-integration-secret-0123";
const context = { secret, address: "192.0.2.50", sleep: async () => {} };
const owner = TEST_STAFF;
const password = "a long enough password";

describe("staff accounts", () => {
  const db = useTestDatabase();
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", secret);
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  async function newAccount(email: string, role: "owner" | "staff" = "staff") {
    const created = await createStaffAccount(owner, { name: "新人", email, role });
    if (!created.ok) throw new Error(created.error);
    return created;
  }

  it("adds an account that signs in only once it has set its password through the link", async () => {
    const { id, token } = await newAccount("sato@example.jp");
    expect(await signIn("sato@example.jp", "-", context)).toMatchObject({ ok: false });
    expect(await accountOfSetupLink(token)).toEqual({ name: "新人", email: "sato@example.jp" });
    expect(await completeAccountSetup(token, password)).toEqual({ ok: true, email: "sato@example.jp" });
    // The link is used up, and only its hash was ever stored.
    expect(await completeAccountSetup(token, "another long password")).toEqual({ ok: false, error: "expired" });
    const stored = await db.adminUser.findUniqueOrThrow({ where: { id } });
    expect(JSON.stringify(stored)).not.toContain(token);
    const signedIn = await signIn("sato@example.jp", password, context);
    expect(signedIn.ok).toBe(true);
    expect(await sessionFromToken((signedIn as { token: string }).token, secret)).toMatchObject({ role: "staff" });
    expect(await listStaffAccounts(owner)).toContainEqual(
      expect.objectContaining({ id, awaitingSetup: false, lastSignInAt: expect.any(Date) }),
    );
    // Its history: created by the owner, the password set by the account itself; never a secret.
    const history = await historyOf(owner, "account", id);
    expect(history.map((row) => [row.action, row.actorId])).toEqual([
      ["password", id],
      ["created", owner.userId],
    ]);
    expect(history[1].changes).toEqual({
      name: [null, "新人"],
      email: [null, "sato@example.jp"],
      role: [null, "staff"],
    });
    expect(JSON.stringify(history.map((row) => row.changes))).not.toMatch(new RegExp(`${token}|${password}|scrypt`));
  });

  it("renames an account, in its history under the new name; the same name again changes nothing", async () => {
    const { id } = await newAccount("renamed@example.jp");
    expect(await renameAccount(owner, id, "整備 加藤")).toEqual({ ok: true, id });
    expect(await renameAccount(owner, id, "整備 加藤")).toEqual({ ok: true, id });
    expect(await renameAccount(owner, 9999, "誰か")).toEqual({ ok: false, error: "notFound" });
    expect(await db.adminUser.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "整備 加藤" });
    const history = await historyOf(owner, "account", id);
    expect(history.map((row) => [row.action, row.entityLabel, row.changes])).toEqual([
      ["renamed", "整備 加藤", { name: ["新人", "整備 加藤"] }],
      ["created", "新人", expect.anything()],
    ]);
  });

  it("refuses a password guessers try first, on the setup link and on the account page alike", () => {
    const parsed = accountSetupSchema.safeParse({ token: "t", password: "password1234", confirm: "password1234" });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ["password"], message: "guessable" })]);
    expect(accountSetupSchema.safeParse({ token: "t", password, confirm: password }).success).toBe(true);
  });

  it("refuses a second account with the same email, and a link past its time", async () => {
    const { token } = await newAccount("ito@example.jp");
    expect(await createStaffAccount(owner, { name: "", email: "ito@example.jp", role: "staff" })).toEqual({
      ok: false,
      error: "emailTaken",
    });
    const later = new Date(Date.now() + SETUP_LINK_HOURS * 3_600_000 + 1000);
    expect(await accountOfSetupLink(token, later)).toBeNull();
    expect(await completeAccountSetup(token, password, later)).toEqual({ ok: false, error: "expired" });
    expect(setupLinkOf("en", token)).toMatch(new RegExp(`/en/admin/auth/setup\\?token=${token}$`));
  });

  it("disabling ends the account's sessions at once, saying so; a reset link replaces the password", async () => {
    const { id, token } = await newAccount("kato@example.jp");
    await completeAccountSetup(token, password);
    const signedIn = (await signIn("kato@example.jp", password, context)) as { token: string };
    expect(await sessionRefusal(signedIn.token, secret)).toBe("signInRequired");
    expect(await setAccountDisabled(owner, id, true)).toEqual({ ok: true, id });
    expect(await sessionFromToken(signedIn.token, secret)).toBeNull();
    // Told the account is stopped, not that the session expired: signing in again would not help.
    expect(await sessionRefusal(signedIn.token, secret)).toBe("accountDisabled");
    expect(await sessionRefusal(undefined, secret)).toBe("signInRequired");
    // The right password hears the account is stopped; a wrong one hears only that it is wrong.
    expect(await signIn("kato@example.jp", password, context)).toEqual({ ok: false, reason: "disabled" });
    expect(await signIn("kato@example.jp", "not the password", context)).toEqual({ ok: false, reason: "invalid" });
    expect(await setAccountDisabled(owner, id, false)).toEqual({ ok: true, id });

    const again = (await signIn("kato@example.jp", password, context)) as { token: string };
    const reset = await resetAccountPassword(owner, id);
    expect(reset).toMatchObject({ ok: true, id });
    expect(await sessionFromToken(again.token, secret)).toBeNull();
    expect(await signIn("kato@example.jp", password, context)).toMatchObject({ ok: false });
    await completeAccountSetup((reset as { token: string }).token, "the replacement password");
    expect((await signIn("kato@example.jp", "the replacement password", context)).ok).toBe(true);
    expect((await historyOf(owner, "account", id)).map((row) => row.action)).toEqual([
      "password",
      "passwordReset",
      "enabled",
      "disabled",
      "password",
      "created",
    ]);
    expect(await resetAccountPassword(owner, owner.userId)).toEqual({ ok: false, error: "self" });
  });

  it("never leaves the office without an active owner", async () => {
    expect(await setAccountRole(owner, owner.userId, "staff")).toEqual({ ok: false, error: "lastOwner" });
    expect(await setAccountDisabled(owner, owner.userId, true)).toEqual({ ok: false, error: "lastOwner" });
    expect((await db.adminUser.findUniqueOrThrow({ where: { id: owner.userId } })).role).toBe("owner");
    const { id } = await newAccount("boss@example.jp", "owner");
    expect(await setAccountRole(owner, owner.userId, "staff")).toEqual({ ok: true, id: owner.userId });
    expect(await setAccountRole(owner, id, "staff")).toEqual({ ok: false, error: "lastOwner" });
    expect(await setAccountRole(owner, owner.userId, "owner")).toEqual({ ok: true, id: owner.userId });
    const roles = await historyOf(owner, "account", owner.userId);
    expect(roles.map((row) => row.changes)).toEqual([{ role: ["staff", "owner"] }, { role: ["owner", "staff"] }]);
    expect(await setAccountRole(owner, 999_999, "staff")).toEqual({ ok: false, error: "notFound" });
  });

  it("changes one's own password with the current one, and ends the other sessions only", async () => {
    const { id, token } = await newAccount("endo@example.jp");
    await completeAccountSetup(token, password);
    const here = (await signIn("endo@example.jp", password, context)) as { token: string };
    const elsewhere = (await signIn("endo@example.jp", password, context)) as { token: string };
    const self = (await sessionFromToken(here.token, secret))!;
    expect(await changeOwnPassword(self, "wrong password", "a newer long password", context)).toEqual({
      ok: false,
      error: "wrongPassword",
    });
    expect(await changeOwnPassword(self, password, "a newer long password", context)).toEqual({ ok: true, id });
    expect(await sessionFromToken(here.token, secret)).not.toBeNull();
    expect(await sessionFromToken(elsewhere.token, secret)).toBeNull();
    expect((await signIn("endo@example.jp", "a newer long password", context)).ok).toBe(true);
    expect((await historyOf(owner, "account", id))[0]).toMatchObject({ action: "password", actorId: id, changes: {} });
  });

  it("refuses a made-up setup link before hashing anything; a real one waits for the gate", async () => {
    const { token } = await newAccount("mori@example.jp");
    const release = await fillPasswordGate();
    try {
      // Had either hashed the password first, the full gate would have refused it as busy.
      expect(await completeAccountSetup("made-up-token", password)).toEqual({ ok: false, error: "expired" });
      expect(await completeAccountSetup("", password)).toEqual({ ok: false, error: "expired" });
      await expect(completeAccountSetup(token, password)).rejects.toEqual(new Busy(PASSWORD_WORK.retryAfterSeconds));
    } finally {
      await release();
    }
    // The refusal used nothing up: the link still works.
    expect(await completeAccountSetup(token, password)).toEqual({ ok: true, email: "mori@example.jp" });
  });

  it("voids the setup link of an account that is disabled, and enabling it again does not revive it", async () => {
    const { id, token } = await newAccount("ueda@example.jp");
    expect(await setAccountDisabled(owner, id, true)).toEqual({ ok: true, id });
    expect(await setAccountDisabled(owner, id, false)).toEqual({ ok: true, id });
    expect(await accountOfSetupLink(token)).toBeNull();
    expect(await completeAccountSetup(token, password)).toEqual({ ok: false, error: "expired" });
    expect(await db.adminUser.findUniqueOrThrow({ where: { id } })).toMatchObject({
      setupTokenHash: null,
      setupExpiresAt: null,
    });
    // An owner sends a new one.
    const reset = await resetAccountPassword(owner, id);
    expect(await completeAccountSetup((reset as { token: string }).token, password)).toMatchObject({ ok: true });
  });

  it("brakes guessing the current password as it brakes signing in, before checking it", async () => {
    const { token } = await newAccount("noda@example.jp");
    await completeAccountSetup(token, password);
    const self = (await sessionFromToken(
      ((await signIn("noda@example.jp", password, context)) as { token: string }).token,
      secret,
    ))!;
    const from = { address: "198.51.100.90", sleep: async () => {} };
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++)
      expect(await changeOwnPassword(self, `wrong guess ${i}`, "a newer long password", from)).toEqual({
        ok: false,
        error: "wrongPassword",
      });
    // Locked, the right password included; and answered without a hash, even while the gate is full.
    const release = await fillPasswordGate();
    try {
      const locked = await changeOwnPassword(self, password, "a newer long password", from);
      expect(locked).toMatchObject({ ok: false, error: "throttled" });
      expect((locked as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThan(0);
    } finally {
      await release();
    }
    // The same brake as signing in: that address may not guess there either, and the password is unchanged.
    expect(await signIn("noda@example.jp", password, { ...context, address: from.address })).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect((await signIn("noda@example.jp", password, context)).ok).toBe(true);
  });
});
