import { describe, expect, it } from "vitest";
import { TEST_STAFF, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { deleteVehicle, listAdminVehicles, moveVehicle } from "./inventory";
import { exportInventoryCsv } from "./inventory-csv";
import { parseAdminVehicleFilter } from "./vehicles";

const staff = TEST_STAFF;

describe("inventory for staff", () => {
  const db = useTestDatabase({ demoData: true });

  it("lists every status, searches like the catalogue and filters by status", async () => {
    const all = await listAdminVehicles(staff, "sale", parseAdminVehicleFilter({}));
    expect(all.total).toBe(await db.vehicle.count({ where: { kind: "sale", status: { not: "archived" } } }));
    const drafts = await listAdminVehicles(staff, "sale", parseAdminVehicleFilter({ status: "draft" }));
    expect(drafts.vehicles.every((v) => v.status === "draft")).toBe(true);
    const hino = await listAdminVehicles(staff, "sale", parseAdminVehicleFilter({ q: "ひの" }));
    expect(hino.total).toBeGreaterThan(0);
    expect(hino.vehicles.every((v) => v.nameJa.includes("日野"))).toBe(true);
    // PostgreSQL cannot compare a NUL: it reads as a space, in the list and in its CSV.
    const withNul = parseAdminVehicleFilter({ q: "\u0000ひの\u0000" });
    expect((await listAdminVehicles(staff, "sale", withNul)).total).toBe(hino.total);
    const csv = await exportInventoryCsv(staff, "sale", withNul, "ja");
    expect(csv).toContain(hino.vehicles[0].nameJa);
    expect(csv).not.toContain("いすゞ");
  });

  it("publishes, unpublishes and marks sold in one step, and refuses a stale second editor", async () => {
    const draft = await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "draft" } });
    const published = await moveVehicle(staff, draft.id, "publish", draft.version);
    expect(published).toEqual({ ok: true, version: draft.version + 1 });
    expect((await db.vehicle.findUniqueOrThrow({ where: { id: draft.id } })).publishedAt).not.toBeNull();
    expect(await moveVehicle(staff, draft.id, "sold", draft.version)).toEqual({ ok: false, error: "conflict" });
    expect((await moveVehicle(staff, draft.id, "sold", draft.version + 1)).ok).toBe(true);
    expect((await db.vehicle.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("sold");
  });

  it("deletes only what staff saw; a vehicle orders name is archived, not destroyed, and restorable", async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({
      where: { kind: "purchase", status: "published", orderLines: { none: {} } },
    });
    const order = await db.order.create({
      data: testVehicleOrder(vehicle),
    });
    expect(await deleteVehicle(staff, vehicle.id, vehicle.version - 1)).toEqual({ ok: false, error: "conflict" });
    expect(await deleteVehicle(staff, vehicle.id, vehicle.version)).toEqual({
      ok: true,
      version: vehicle.version + 1,
      archived: true,
    });
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({
      status: "archived",
      strId: vehicle.strId,
      inquiryNo: vehicle.inquiryNo,
    });
    expect((await db.orderVehicle.findFirstOrThrow({ where: { orderN: order.n } })).vehicleId).toBe(vehicle.id);

    // Out of the staff list until asked for, and offered only the way back.
    expect(
      (await listAdminVehicles(staff, "purchase", parseAdminVehicleFilter({}))).vehicles.map((v) => v.id),
    ).not.toContain(vehicle.id);
    expect(
      (await listAdminVehicles(staff, "purchase", parseAdminVehicleFilter({ status: "archived" }))).vehicles.map(
        (v) => v.id,
      ),
    ).toContain(vehicle.id);
    expect(await moveVehicle(staff, vehicle.id, "publish", vehicle.version + 1)).toEqual({
      ok: false,
      error: "conflict",
    });
    expect(await moveVehicle(staff, vehicle.id, "restore", vehicle.version + 1)).toEqual({
      ok: true,
      version: vehicle.version + 2,
    });
    expect((await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).status).toBe("draft");

    const unordered = await db.vehicle.findFirstOrThrow({
      where: { kind: "purchase", status: "published", orderLines: { none: {} } },
    });
    expect(await deleteVehicle(staff, unordered.id, unordered.version)).toEqual({
      ok: true,
      version: unordered.version,
      archived: false,
    });
    expect(await db.vehicle.findUnique({ where: { id: unordered.id } })).toBeNull();
    expect(await deleteVehicle(staff, unordered.id, unordered.version)).toEqual({ ok: false, error: "notFound" });
  });
});
