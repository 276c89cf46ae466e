import { describe, expect, it } from "vitest";
import { TEST_STAFF, testVehicleOrder, useTestDatabase } from "@/test/suite";
import { deleteVehicle, listAdminVehicles, moveVehicle } from "./inventory";
import { bulkMoveVehicles } from "./inventory-bulk";
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
    expect(published).toEqual({ ok: true, version: draft.version + 1, status: "published" });
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
    // Back as it was before it was archived: listed again.
    expect(await moveVehicle(staff, vehicle.id, "restore", vehicle.version + 1)).toEqual({
      ok: true,
      version: vehicle.version + 2,
      status: "published",
    });
    expect((await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).status).toBe("published");

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

  it("restores an archived vehicle to the status it had, or to a draft when nothing says which", async () => {
    const reserved = await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } });
    const move = async (id: number, to: Parameters<typeof moveVehicle>[2]) => {
      const { version } = await db.vehicle.findUniqueOrThrow({ where: { id } });
      return moveVehicle(staff, id, to, version);
    };
    expect((await move(reserved.id, "reserve")).ok).toBe(true);
    expect(await bulkMoveVehicles(staff, "sale", [reserved.id], "archive")).toEqual({ changed: 1, refused: {} });
    expect(await move(reserved.id, "restore")).toMatchObject({ ok: true, status: "reserved" });

    // Archived before the history kept the status it came from.
    const old = await db.vehicle.findFirstOrThrow({
      where: { kind: "sale", status: "published", NOT: { id: reserved.id } },
    });
    await db.vehicle.update({ where: { id: old.id }, data: { status: "archived" } });
    await db.changeLogEntry.create({
      data: { actorName: "staff", entity: "vehicle", entityId: String(old.id), entityLabel: "-", action: "archived" },
    });
    expect(await move(old.id, "restore")).toMatchObject({ ok: true, status: "draft" });
  });
});
