import { randomBytes, scrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { copyOfTemplate, useTestDatabase } from "@/test/suite";
import { passwordHashCost } from "@/lib/env";
import { createPrismaClient } from "@/lib/db/client";
import { PASSWORD_WORK, verifyPassword } from "./password";
import { LOGIN_LIMITS } from "./sign-in-form";
import { revokeAllSessions, revokeSession, sessionFromToken, signIn, upsertStaffAccount } from "./sessions";
import { ensureFirstStaffAccount } from "./bootstrap";
import { TOKEN_TTL_SECONDS } from "./token";
import { fillPasswordGate } from "@/test/password-gate";

const secret = "integration-secret-integration-secret-0123";
const password = "correct horse battery staple";

describe("staff authentication", () => {
  const db = useTestDatabase();
  const waits: number[] = [];
  const context = (address: string | null = "192.0.2.10") => ({
    secret,
    address,
    sleep: async (ms: number) => void waits.push(ms),
  });

  it("signs in with the right password and issues a token the database knows", async () => {
    await upsertStaffAccount(db, "Tanaka@Example.jp", password, "田中");
    const outcome = await signIn("  tanaka@example.jp ", password, context());
    expect(outcome.ok).toBe(true);
    const { token, sessionId } = outcome as { token: string; sessionId: string };
    expect(await sessionFromToken(token, secret)).toMatchObject({
      email: "tanaka@example.jp",
      name: "田中",
      sessionId,
      // `npm run admin` and the launcher make owners; the role is read with the session.
      role: "owner",
    });
    await db.adminUser.update({ where: { email: "tanaka@example.jp" }, data: { role: "staff" } });
    expect(await sessionFromToken(token, secret)).toMatchObject({ role: "staff" });
    await upsertStaffAccount(db, "tanaka@example.jp", password);
    expect(await db.adminUser.findUniqueOrThrow({ where: { email: "tanaka@example.jp" } })).toMatchObject({
      role: "staff",
    });
    expect(await sessionFromToken(token, "another-secret-another-secret-0123456789")).toBeNull();
  });

  it("refuses a session after a working day", async () => {
    await upsertStaffAccount(db, "kimura@example.jp", password);
    const outcome = (await signIn("kimura@example.jp", password, context())) as { token: string };
    const later = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000 + 1000);
    expect(await sessionFromToken(outcome.token, secret, later)).toBeNull();
  });

  it("ends a session at once on sign-out, and every session on 'sign out everywhere'", async () => {
    await upsertStaffAccount(db, "yamada@example.jp", password);
    const first = (await signIn("yamada@example.jp", password, context())) as {
      token: string;
      sessionId: string;
      userId: number;
    };
    const second = (await signIn("yamada@example.jp", password, context())) as { token: string };
    await revokeSession((await sessionFromToken(first.token, secret))!);
    expect(await sessionFromToken(first.token, secret)).toBeNull();
    const staff = await sessionFromToken(second.token, secret);
    expect(staff).toMatchObject({ userId: first.userId });
    await revokeAllSessions(staff!);
    expect(await sessionFromToken(second.token, secret)).toBeNull();
  });

  it("answers a wrong password and an unknown account alike", async () => {
    await upsertStaffAccount(db, "suzuki@example.jp", password);
    expect(await signIn("suzuki@example.jp", "wrong password!!", context("192.0.2.20"))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await signIn("nobody@example.jp", password, context("192.0.2.20"))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("lets staff in from their address however often a stranger guesses; the guesses only slow", async () => {
    await upsertStaffAccount(db, "sato@example.jp", password);
    waits.length = 0;
    // A stranger, from one address, then from ever new ones.
    for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i++)
      expect(await signIn("sato@example.jp", `wrong-${i}-password`, context("198.51.100.1"))).toEqual({
        ok: false,
        reason: "invalid",
      });
    const locked = await signIn("sato@example.jp", password, context("198.51.100.1"));
    expect(locked).toMatchObject({ ok: false, reason: "throttled" });
    expect((locked as { retryAfterMinutes: number }).retryAfterMinutes).toBeGreaterThan(0);
    for (let i = 2; i < 12; i++)
      expect(await signIn("sato@example.jp", `wrong-${i}-password`, context(`198.51.100.${i}`))).toEqual({
        ok: false,
        reason: "invalid",
      });
    expect(waits.length).toBeGreaterThan(0);
    expect(waits[1]).toBeGreaterThan(waits[0]);
    // The staff member, from the office.
    expect((await signIn("sato@example.jp", password, context("192.0.2.77"))).ok).toBe(true);
    // The stranger's pair stays refused until the window has passed.
    const later = { ...context("198.51.100.1"), now: new Date(Date.now() + (LOGIN_LIMITS.windowMinutes + 1) * 60_000) };
    expect((await signIn("sato@example.jp", password, later)).ok).toBe(true);
  });

  it("lets no more parallel guesses through than the limit allows", async () => {
    await upsertStaffAccount(db, "kato@example.jp", password);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn("kato@example.jp", `parallel-${i}-guess`, context("198.51.100.200"))),
    );
    expect(outcomes.filter((o) => !o.ok && o.reason === "invalid")).toHaveLength(LOGIN_LIMITS.perAccountAddress);
    expect(outcomes.filter((o) => !o.ok && o.reason === "throttled")).toHaveLength(20 - LOGIN_LIMITS.perAccountAddress);
  });

  it("forgets failures older than the window", async () => {
    const past = new Date(Date.now() - (LOGIN_LIMITS.windowMinutes + 5) * 60_000);
    await signIn("old@example.jp", "an old wrong guess", { ...context("198.51.100.250"), now: past });
    expect(await db.loginFailure.count({ where: { createdAt: past } })).toBeGreaterThan(0);
    await signIn("old@example.jp", "a new wrong guess", context("198.51.100.250"));
    expect(await db.loginFailure.count({ where: { createdAt: past } })).toBe(0);
  });

  it("replaces a hash made with weaker parameters at the next sign-in", async () => {
    const user = await upsertStaffAccount(db, "ito@example.jp", password);
    const weaker = 2 ** (passwordHashCost() - 1);
    const weak = await new Promise<string>((resolve, reject) => {
      const salt = randomBytes(16);
      scrypt(password.normalize("NFKC"), salt, 64, { N: weaker, r: 8, p: 1 }, (error, key) =>
        error
          ? reject(error)
          : resolve(["scrypt", weaker, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$")),
      );
    });
    await db.adminUser.update({ where: { id: user.id }, data: { passwordHash: weak } });
    expect((await signIn("ito@example.jp", password, context("192.0.2.40"))).ok).toBe(true);
    const { passwordHash } = await db.adminUser.findUniqueOrThrow({ where: { id: user.id } });
    expect(passwordHash.split("$")[1]).toBe(String(2 ** passwordHashCost()));
    expect(await verifyPassword(password, passwordHash)).toBe(true);
  });

  it("refuses an address that keeps guessing across accounts", async () => {
    await upsertStaffAccount(db, "watanabe@example.jp", password);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      await signIn(`guess-${i}@example.jp`, "x".repeat(12), context("203.0.113.7"));
    expect(await signIn("watanabe@example.jp", password, context("203.0.113.7"))).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect((await signIn("watanabe@example.jp", password, context("203.0.113.8"))).ok).toBe(true);
  });

  it("answers busy, without counting a failure, while the password gate is full", async () => {
    await upsertStaffAccount(db, "hayashi@example.jp", password);
    const release = await fillPasswordGate();
    const failures = () => db.loginFailure.count();
    const before = await failures();
    try {
      for (const [email, guess] of [
        ["hayashi@example.jp", password],
        ["hayashi@example.jp", "a wrong guess here"],
        ["nobody-here@example.jp", password],
      ])
        expect(await signIn(email, guess, context("192.0.2.60"))).toEqual({
          ok: false,
          reason: "busy",
          retryAfterSeconds: PASSWORD_WORK.retryAfterSeconds,
        });
      expect(await failures()).toBe(before);
    } finally {
      await release();
    }
    expect((await signIn("hayashi@example.jp", password, context("192.0.2.60"))).ok).toBe(true);
  });

  it("resetting a password ends the account's sessions", async () => {
    await upsertStaffAccount(db, "nakamura@example.jp", password);
    const outcome = (await signIn("nakamura@example.jp", password, context("192.0.2.30"))) as { token: string };
    await upsertStaffAccount(db, "nakamura@example.jp", "a brand new password");
    expect(await sessionFromToken(outcome.token, secret)).toBeNull();
  });
});

describe("the first staff account", () => {
  it("is generated on the embedded database, taken from the environment elsewhere, and never made twice", async () => {
    const embedded = await copyOfTemplate("migrated");
    const server = await copyOfTemplate("migrated");
    try {
      const created = await ensureFirstStaffAccount(embedded.url, {}, true);
      expect(created).toMatchObject({ status: "created", email: "admin@toho-truck.example" });
      expect((created as { generatedPassword: string }).generatedPassword).toHaveLength(20);
      expect(await ensureFirstStaffAccount(embedded.url, {}, true)).toEqual({ status: "exists" });
      expect(await ensureFirstStaffAccount(server.url, {}, false)).toEqual({ status: "missing" });
      await expect(
        ensureFirstStaffAccount(server.url, { ADMIN_EMAIL: "boss@example.jp", ADMIN_PASSWORD: "short" }, false),
      ).rejects.toThrow(/at least 12/);
      await expect(
        ensureFirstStaffAccount(
          server.url,
          { ADMIN_EMAIL: "boss@example.jp", ADMIN_PASSWORD: "long enough password", ADMIN_NAME: "名".repeat(41) },
          false,
        ),
      ).rejects.toThrow(/ADMIN_NAME/);
      expect(
        await ensureFirstStaffAccount(
          server.url,
          { ADMIN_EMAIL: "boss@example.jp", ADMIN_PASSWORD: "long enough password", ADMIN_NAME: " 山本 健一 " },
          false,
        ),
      ).toEqual({ status: "created", email: "boss@example.jp" });
      // Named from the start: ADMIN_NAME, or 管理者 until its holder sets their own.
      for (const [url, name] of [
        [embedded.url, "管理者"],
        [server.url, "山本 健一"],
      ]) {
        const client = createPrismaClient(url, 1);
        expect(await client.adminUser.findFirstOrThrow()).toMatchObject({ role: "owner", name });
        await client.$disconnect();
      }
    } finally {
      await embedded.drop();
      await server.drop();
    }
  });
});
