import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import type { RequestType } from "@/lib/generated/prisma/client";
import { getAssignmentRule, saveAssignmentRule } from "@/lib/admin/assignment-rule";
import { assignOrder, deskCounts, listOrders } from "@/lib/admin/order-inbox";
import { parseOrderFilter } from "@/lib/admin/orders";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { replyDay } from "@/lib/business/hours";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { storeRequest } from "./store";
import { requestFields } from "@/test/request-fields";
import { senderKey } from "./rate-limit";

// The owner's rule gives each new request its assignee in the transaction that stores it; the desk views find
// requests by their follow-up date in Japan; staff act on every request, and only owners change the rule. Actions
// are sent as the framework sends them, by the account `request.staff` names.
const request = vi.hoisted(() => ({ staff: null as StaffSession | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ updateTag: () => {} }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => request.staff }));

const { saveAssignment } = await import("@/app/actions/admin-assignment");
const { saveOrderAssignment } = await import("@/app/actions/admin-orders");

/** Stores a request of this type, as the contact form does, and answers its number. */
async function arrive(type: RequestType = "sale", now = new Date()): Promise<number> {
  const outcome = await storeRequest(
    { type, locale: "ja", fields: requestFields(), idempotencyKey: randomUUID(), senderKey: senderKey(randomUUID()) },
    () => [],
    now,
  );
  if (outcome.status !== "created") throw new Error(`not stored: ${outcome.status}`);
  return outcome.n;
}

const SET_PASSWORD = "scrypt$17$8$1$salt$hash";

const noTypes = Object.fromEntries(REQUEST_TYPES.map((type) => [type, null])) as Record<RequestType, null>;

describe("who answers a new request, and when", () => {
  const db = useTestDatabase({ connections: 6 });
  let ito: StaffSession;
  const ids: Record<"ito" | "sato" | "kato" | "stopped", number> = { ito: 0, sato: 0, kato: 0, stopped: 0 };

  async function setRule(mode: "off" | "roundRobin" | "byType", byType: Partial<Record<RequestType, number>> = {}) {
    const { version } = await getAssignmentRule(TEST_STAFF);
    const saved = await saveAssignmentRule(TEST_STAFF, { mode, byType: { ...noTypes, ...byType } }, version);
    expect(saved.ok).toBe(true);
    // Each test starts the round-robin afresh, with the first account.
    await db.assignmentRule.update({ where: { id: 1 }, data: { lastAssigneeId: null } });
  }
  const assigneeOf = async (n: number) =>
    (await db.order.findUniqueOrThrow({ where: { n }, select: { assigneeId: true } })).assigneeId;

  beforeAll(async () => {
    // A stored password (any hash will do: nobody signs in here); an account without one is waiting for its link.
    const account = (email: string, name: string, disabled = false) =>
      db.adminUser.create({ data: { email, name, passwordHash: SET_PASSWORD, role: "staff", disabled } });
    await db.adminUser.update({ where: { id: TEST_STAFF.userId }, data: { passwordHash: SET_PASSWORD } });
    // Created out of order: the round-robin goes by account, not by name.
    ids.ito = (await account("ito@example.jp", "伊藤")).id;
    ids.stopped = (await account("gone@example.jp", "退職者", true)).id;
    ids.sato = (await account("sato@example.jp", "佐藤")).id;
    ids.kato = (await account("kato@example.jp", "加藤")).id;
    ito = { userId: ids.ito, sessionId: "ito", email: "ito@example.jp", name: "伊藤", role: "staff" };
  });
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    request.staff = ito;
  });

  it("leaves a request unassigned while the rule is off, due on the day its thank-you promised", async () => {
    await setRule("off");
    const saturdayEvening = new Date("2026-11-28T19:00:00+09:00");
    const n = await arrive("sale", saturdayEvening);
    const order = await db.order.findUniqueOrThrow({ where: { n } });
    expect(order.assigneeId).toBeNull();
    expect(order.followUpOn?.toISOString().slice(0, 10)).toBe(replyDay(saturdayEvening, isJapaneseHoliday));
    expect(order.followUpOn?.toISOString().slice(0, 10)).toBe("2026-11-30");
    expect(await db.changeLogEntry.count({ where: { entity: "order", entityId: String(n) } })).toBe(0);
  });

  it("takes turns among active accounts in order, skipping a disabled one, and says so in the history", async () => {
    await setRule("roundRobin");
    const turns = [];
    for (let i = 0; i < 5; i++) turns.push(await assigneeOf(await arrive()));
    const inTurn = [TEST_STAFF.userId, ids.ito, ids.sato, ids.kato];
    expect(turns).toEqual([...inTurn, inTurn[0]]);
    expect(turns).not.toContain(ids.stopped);

    const n = await arrive();
    const row = await db.changeLogEntry.findFirstOrThrow({ where: { entity: "order", entityId: String(n) } });
    expect(row).toMatchObject({ actorId: null, action: "assignedByRule" });
    expect(row.changes).toEqual({ assignee: [null, "伊藤"] });
  });

  it("takes turns among the staff the owner ticked, skipping one still waiting for its first password", async () => {
    await setRule("roundRobin");
    const { version, rotation } = await getAssignmentRule(TEST_STAFF);
    expect(rotation.map((account) => account.id)).toEqual([TEST_STAFF.userId, ids.ito, ids.sato, ids.kato]);
    request.staff = TEST_STAFF;
    // The owner leaves themself and 佐藤 out; a box left unticked is simply not sent.
    const form = {
      id: "1",
      version: String(version),
      mode: "roundRobin",
      rotationOffered: rotation.map((account) => account.id).join(","),
      [`rotation_${ids.ito}`]: "on",
      [`rotation_${ids.kato}`]: "on",
    };
    expect(await saveAssignment(null, form)).toMatchObject({ ok: true });
    const row = await db.changeLogEntry.findFirstOrThrow({ where: { entity: "assignment" }, orderBy: { id: "desc" } });
    expect(row.changes).toMatchObject({ rotation: [`${TEST_STAFF.email} / 伊藤 / 佐藤 / 加藤`, "伊藤 / 加藤"] });
    await db.assignmentRule.update({ where: { id: 1 }, data: { lastAssigneeId: null } });

    const inviteeId = (
      await db.adminUser.create({ data: { email: "new@example.jp", name: "新人", passwordHash: "-", role: "staff" } })
    ).id;
    try {
      const turns = [];
      for (let i = 0; i < 3; i++) turns.push(await assigneeOf(await arrive()));
      expect(turns).toEqual([ids.ito, ids.kato, ids.ito]);
      expect((await getAssignmentRule(TEST_STAFF)).rotation.at(-1)).toMatchObject({
        id: inviteeId,
        inRotation: true,
        awaitingSetup: true,
      });
    } finally {
      await db.adminUser.delete({ where: { id: inviteeId } });
      await db.adminUser.updateMany({ data: { inRotation: true } });
    }
  });

  it("gives each account the same share of requests that arrive at once", async () => {
    await setRule("roundRobin");
    const active = 4;
    const numbers = await Promise.all(Array.from({ length: active * 3 }, () => arrive()));
    const shares = new Map<number | null, number>();
    for (const n of numbers) {
      const id = await assigneeOf(n);
      shares.set(id, (shares.get(id) ?? 0) + 1);
    }
    expect([...shares.keys()].sort()).toEqual([TEST_STAFF.userId, ids.ito, ids.sato, ids.kato].sort());
    expect([...shares.values()]).toEqual([3, 3, 3, 3]);
  });

  it("gives each type to its one account; a type without one, or with a disabled one, waits unassigned", async () => {
    await setRule("byType", { sale: ids.sato, auction: ids.kato, general: ids.ito });
    expect(await assigneeOf(await arrive("sale"))).toBe(ids.sato);
    expect(await assigneeOf(await arrive("auction"))).toBe(ids.kato);
    expect(await assigneeOf(await arrive("general"))).toBe(ids.ito);
    expect(await assigneeOf(await arrive("purchase"))).toBeNull();

    await db.adminUser.update({ where: { id: ids.kato }, data: { disabled: true } });
    try {
      expect(await assigneeOf(await arrive("auction"))).toBeNull();
    } finally {
      await db.adminUser.update({ where: { id: ids.kato }, data: { disabled: false } });
    }
    const { version } = await getAssignmentRule(TEST_STAFF);
    expect(
      await saveAssignmentRule(TEST_STAFF, { mode: "byType", byType: { ...noTypes, sale: ids.stopped } }, version),
    ).toEqual({ ok: false, error: "inactiveAccount" });
  });

  it("lets only an owner change the rule, and records the change by name", async () => {
    const { version } = await getAssignmentRule(TEST_STAFF);
    const form = { id: "1", version: String(version), mode: "byType", assignee_sale: String(ids.sato) };
    expect(await saveAssignment(null, form)).toMatchObject({ ok: false, formError: { code: "forbidden" } });
    expect((await getAssignmentRule(TEST_STAFF)).version).toBe(version);

    request.staff = TEST_STAFF;
    expect(await saveAssignment(null, { ...form, mode: "roundRobin" })).toMatchObject({ ok: true });
    const row = await db.changeLogEntry.findFirstOrThrow({ where: { entity: "assignment" }, orderBy: { id: "desc" } });
    expect(row.actorId).toBe(TEST_STAFF.userId);
    expect(row.changes).toMatchObject({ mode: ["byType", "roundRobin"] });
  });

  it("lets staff name anyone and a date on any request, over the version they saw, in the history", async () => {
    await setRule("off");
    const n = await arrive("sale", new Date("2026-11-28T19:00:00+09:00"));
    const { version } = await db.order.findUniqueOrThrow({ where: { n } });
    const form = { id: String(n), version: String(version), assigneeId: String(ids.sato), followUpOn: "2026-12-01" };
    expect(await saveOrderAssignment(null, form)).toMatchObject({ ok: true, value: { version: version + 1 } });
    // A second tab still at the old version is refused, not saved over the first.
    expect(await saveOrderAssignment(null, { ...form, assigneeId: "" })).toMatchObject({
      ok: false,
      formError: { code: "conflict" },
    });
    expect(
      await saveOrderAssignment(null, { ...form, version: String(version + 1), assigneeId: String(ids.stopped) }),
    ).toMatchObject({ ok: false, formError: { code: "inactiveAccount" } });
    expect(await saveOrderAssignment(null, { ...form, followUpOn: "2026-02-30" })).toMatchObject({
      ok: false,
      fieldErrors: { followUpOn: { code: "invalidFormat" } },
    });
    const row = await db.changeLogEntry.findFirstOrThrow({ where: { entity: "order", entityId: String(n) } });
    expect(row).toMatchObject({ actorId: ids.ito, action: "assigned" });
    expect(row.changes).toEqual({ assignee: [null, "佐藤"], followUpOn: ["2026-11-30", "2026-12-01"] });

    // Untouched, the form saves without a history row.
    await assignOrder(ito, n, { assigneeId: ids.sato, followUpOn: "2026-12-01" }, version + 1);
    expect(await db.changeLogEntry.count({ where: { entity: "order", entityId: String(n) } })).toBe(1);
  });

  it("finds what is due today, overdue and unassigned by Japan's date, and counts each view", async () => {
    await db.order.updateMany({ data: { archivedAt: new Date() } });
    await setRule("off");
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    const dueToday = await arrive();
    const overdue = await arrive();
    const settled = await arrive();
    const mine = await arrive();
    await db.order.update({ where: { n: dueToday }, data: { followUpOn: day("2026-12-01") } });
    await db.order.update({ where: { n: overdue }, data: { followUpOn: day("2026-11-28"), assigneeId: ids.sato } });
    await db.order.update({ where: { n: settled }, data: { followUpOn: day("2026-11-20"), status: "closed" } });
    await db.order.update({ where: { n: mine }, data: { followUpOn: day("2026-12-04"), assigneeId: ids.ito } });

    // 00:00 on 1 December in Japan is still 30 November in UTC.
    const now = new Date("2026-11-30T15:00:00Z");
    const found = async (desk: string) =>
      (await listOrders(ito, parseOrderFilter({ desk }), now)).orders.map((order) => order.n).sort();
    expect(await found("today")).toEqual([dueToday]);
    expect(await found("overdue")).toEqual([overdue]);
    expect(await found("unassigned")).toEqual([dueToday].sort());
    expect(await found("mine")).toEqual([mine]);
    expect(await deskCounts(ito, now)).toEqual({ today: 1, overdue: 1, unassigned: 1, mine: 1 });
    // A minute before, in Japan it is still 30 November: nothing is due yet, and the overdue one is 2 days late.
    expect(await deskCounts(ito, new Date("2026-11-30T14:59:00Z"))).toMatchObject({ today: 0, overdue: 1 });
  });
});
