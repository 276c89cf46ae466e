import { beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import { archiveOrder, changeOrderStatus, listOrders, saveStaffNotes } from "./order-inbox";
import { parseOrderFilter } from "./orders";

const staff = TEST_STAFF;

describe("orders inbox", () => {
  const db = useTestDatabase();
  let n: number;

  beforeAll(async () => {
    const fields = TEST_CUSTOMER;
    await db.order.create({ data: { ...fields, type: "sale" } });
    n = (await db.order.create({ data: { ...fields, type: "assessment", message: "<b>査定</b>" } })).n;
  });

  const seen = async () => (await db.order.findUniqueOrThrow({ where: { n } })).updatedAt.toISOString();

  it("lists newest first and filters by type and status, ignoring nonsense", async () => {
    expect((await listOrders(staff, parseOrderFilter({}))).orders.map((o) => o.type)).toEqual(["assessment", "sale"]);
    expect((await listOrders(staff, parseOrderFilter({ type: "sale", status: "new" }))).total).toBe(1);
    expect(parseOrderFilter({ type: "drop", status: ["won", "x"], page: "-3" })).toEqual({
      type: undefined,
      status: "won",
      archived: false,
      page: 1,
    });
  });

  it("moves a request through the workflow, one allowed step at a time", async () => {
    expect(await changeOrderStatus(staff, n, "won", await seen())).toEqual({ ok: false, error: "notAllowed" });
    for (const status of ["contacted", "quoted", "won", "closed"] as const) {
      expect((await changeOrderStatus(staff, n, status, await seen())).ok, status).toBe(true);
    }
    expect((await db.order.findUniqueOrThrow({ where: { n } })).status).toBe("closed");
  });

  it("refuses a save over a change the staff member has not seen", async () => {
    const stale = await seen();
    expect((await saveStaffNotes(staff, n, "折り返し済み", stale)).ok).toBe(true);
    expect(await saveStaffNotes(staff, n, "上書き", stale)).toEqual({ ok: false, error: "conflict" });
    expect((await db.order.findUniqueOrThrow({ where: { n } })).staffNotes).toBe("折り返し済み");
  });

  it("archives a request out of the inbox and restores it, keeping everything", async () => {
    const inbox = async () => (await listOrders(staff, parseOrderFilter({}))).orders.map((o) => o.n);
    const archive = async () => (await listOrders(staff, parseOrderFilter({ archived: "1" }))).orders.map((o) => o.n);
    const before = await db.order.findUniqueOrThrow({ where: { n } });
    expect((await archiveOrder(staff, n, true, await seen())).ok).toBe(true);
    expect(await inbox()).not.toContain(n);
    expect(await archive()).toContain(n);
    expect((await archiveOrder(staff, n, false, await seen())).ok).toBe(true);
    expect(await inbox()).toContain(n);
    expect(await archive()).not.toContain(n);
    expect(await db.order.findUniqueOrThrow({ where: { n } })).toMatchObject({
      status: before.status,
      staffNotes: before.staffNotes,
      message: before.message,
      archivedAt: null,
    });
  });
});
