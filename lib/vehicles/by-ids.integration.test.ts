import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/suite";
import { getComparedVehicles, getKeptVehicleCards } from "./by-ids";
import { KEPT_VEHICLES_MAX, type VehicleKey } from "./vehicle-keys";

describe("kept vehicles looked up by their keys", () => {
  const db = useTestDatabase({ demoData: true, connections: 2 });
  let published: VehicleKey[];
  const statuses = ["reserved", "sold", "archived", "draft"] as const;
  let statusKeys: Record<(typeof statuses)[number], VehicleKey>;

  beforeAll(async () => {
    const rows = await db.vehicle.findMany({
      where: { kind: "sale", status: "published" },
      orderBy: { id: "asc" },
      select: { id: true, kind: true, strId: true },
    });
    published = rows.slice(0, 2).map(({ kind, strId }) => ({ kind, strId }));
    const entries = [];
    for (const [index, status] of statuses.entries()) {
      const row = rows[2 + index];
      await db.vehicle.update({ where: { id: row.id }, data: { status } });
      entries.push([status, { kind: row.kind, strId: row.strId }]);
    }
    statusKeys = Object.fromEntries(entries);
  });

  it("answers each vehicle in the order asked, with its current price and status", async () => {
    const keys = [published[1], statusKeys.reserved, published[0], statusKeys.sold];
    const kept = await getKeptVehicleCards(keys, "ja");
    expect(kept.map(({ strId }) => strId)).toEqual(keys.map(({ strId }) => strId));
    expect(kept.map(({ state }) => state)).toEqual(["published", "reserved", "published", "sold"]);
    const row = await db.vehicle.findUniqueOrThrow({ where: { strId: published[1].strId } });
    expect(kept[0].state !== "gone" && kept[0].vehicle).toMatchObject({
      inquiryNo: row.inquiryNo,
      priceTotalYen: row.priceTotalYen,
      name: row.nameJa,
    });
    const english = await getKeptVehicleCards([published[1]], "en");
    expect(english[0].state !== "gone" && english[0].vehicle.name).toBe(row.nameEn);
  });

  it("says an archived, draft, deleted, unknown or wrong-catalogue vehicle is gone", async () => {
    const keys: VehicleKey[] = [
      statusKeys.archived,
      statusKeys.draft,
      { kind: "sale", strId: "no-such-truck" },
      { kind: "purchase", strId: published[0].strId },
    ];
    const kept = await getKeptVehicleCards(keys, "ja");
    expect(kept).toEqual(keys.map((key) => ({ ...key, state: "gone" })));
  });

  it("looks up no more than a visitor may keep", async () => {
    const many = Array.from({ length: KEPT_VEHICLES_MAX + 5 }, (_, i) => ({ kind: "sale" as const, strId: `x-${i}` }));
    expect(await getKeptVehicleCards(many, "ja")).toHaveLength(KEPT_VEHICLES_MAX);
    expect(await getKeptVehicleCards([], "ja")).toEqual([]);
  });

  it("gives the comparison every detail the vehicle page shows", async () => {
    const compared = await getComparedVehicles([published[0], statusKeys.archived], "en");
    expect(compared[1].state).toBe("gone");
    const first = compared[0];
    expect(first.state).toBe("published");
    if (first.state === "gone") return;
    expect(first.vehicle.strId).toBe(published[0].strId);
    expect(first.vehicle.makerName).toEqual(expect.any(String));
    expect(first.vehicle).toHaveProperty("lengthMm");
  });

  it("names a vehicle without an English name by its Japanese name romanised, on cards and compared", async () => {
    const row = await db.vehicle.update({
      where: { strId: published[0].strId },
      data: { nameEn: "", modelNameEn: "Forward" },
      select: { nameJa: true, maker: { select: { nameEn: true } } },
    });
    const expected = `${row.nameJa} (${row.maker.nameEn} Forward)`;
    const [card] = await getKeptVehicleCards([published[0]], "en");
    const [compared] = await getComparedVehicles([published[0]], "en");
    expect(card.state !== "gone" && card.vehicle.name).toBe(expected);
    expect(compared.state !== "gone" && compared.vehicle.name).toBe(expected);
  });
});
