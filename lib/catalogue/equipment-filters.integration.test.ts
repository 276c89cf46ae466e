import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/suite";
import { idsWhere, saleIdsFound } from "@/test/catalogue-ids";
import { countCatalogueFacets, type CatalogueFilter } from "./query";
import { parseCatalogueParams } from "./params";

// The equipment filters are checked against the demo's trucks filtered here, in plain code, as a buyer means them:
// a crane of at least so many stages and so much capacity, a reefer at least so cold, a tail lift of a kind.
describe("catalogue equipment filters and their counts", () => {
  const db = useTestDatabase({ demoData: true, connections: 2 });
  const today = "2026-11-25";
  let listed: Awaited<ReturnType<typeof readListed>>;

  const readListed = () =>
    db.vehicle.findMany({
      where: { kind: "sale", status: { in: ["published", "reserved"] } },
      select: {
        id: true,
        makerId: true,
        craneStages: true,
        craneCapacityKg: true,
        reeferTempC: true,
        powerGateType: true,
      },
    });

  beforeAll(async () => {
    await db.vehicle.updateMany({ where: { status: "sold" }, data: { soldAt: new Date("2020-01-01") } });
    // A 中温 reefer beside the demo's −30℃ ones, so that "−25℃ or colder" leaves one out.
    const reefer = await db.vehicle.findFirstOrThrow({
      where: { kind: "sale", status: "published", reeferTempC: { not: null } },
    });
    await db.vehicle.update({ where: { id: reefer.id }, data: { reeferTempC: -5 } });
    // And a 3段 2.33t crane beside the 4段 2.93t ones.
    const crane = await db.vehicle.findFirstOrThrow({
      where: { kind: "sale", status: "published", craneStages: { not: null } },
    });
    await db.vehicle.update({ where: { id: crane.id }, data: { craneStages: 3, craneCapacityKg: 2_330 } });
    listed = await readListed();
  });

  const ids = (filter: Omit<CatalogueFilter, "kind" | "words" | "today">) => saleIdsFound(filter, today);
  const expected = (keep: (v: (typeof listed)[number]) => boolean) => idsWhere(listed, keep);

  it("finds cranes of at least so many stages and so much capacity, and no truck without a crane", async () => {
    const cranes = expected((v) => v.craneStages !== null);
    const fourStage = expected((v) => v.craneStages !== null && v.craneStages >= 4);
    expect(fourStage.length).toBeGreaterThan(0);
    expect(fourStage.length).toBeLessThan(cranes.length);
    expect(await ids({ craneStagesMin: 4 })).toEqual(fourStage);
    expect(await ids({ craneCapacityMin: 2_900 })).toEqual(
      expected((v) => v.craneCapacityKg !== null && v.craneCapacityKg >= 2_900),
    );
    expect(await ids({ craneStagesMin: 4, craneCapacityMin: 2_900 })).toEqual(
      expected((v) => (v.craneStages ?? 0) >= 4 && (v.craneCapacityKg ?? 0) >= 2_900),
    );
  });

  it("finds reefers that go at least as cold as asked, −30℃ read from the address", async () => {
    const lowTemperature = parseCatalogueParams({ reeferTempMax: "-30" }).reeferTempMax;
    expect(lowTemperature).toBe(-30);
    const coldest = expected((v) => v.reeferTempC !== null && v.reeferTempC <= -25);
    expect(coldest.length).toBeGreaterThan(0);
    expect(coldest.length).toBeLessThan(expected((v) => v.reeferTempC !== null).length);
    expect(await ids({ reeferTempMax: -25 })).toEqual(coldest);
    expect(await ids({ reeferTempMax: lowTemperature })).toEqual(
      expected((v) => v.reeferTempC !== null && v.reeferTempC <= -30),
    );
  });

  it("finds a tail lift of any kind or of one kind", async () => {
    const any = expected((v) => v.powerGateType !== null);
    const vertical = expected((v) => v.powerGateType === "vertical");
    expect(vertical.length).toBeGreaterThan(0);
    expect(vertical.length).toBeLessThan(any.length);
    expect(await ids({ powerGate: "any" })).toEqual(any);
    expect(await ids({ powerGate: "vertical" })).toEqual(vertical);
  });

  it("counts each option across the search's other filters, not its own", async () => {
    const makerId = listed.find((v) => v.craneStages !== null)!.makerId;
    const facets = await countCatalogueFacets({ kind: "sale", words: [], today, makerId, craneStagesMin: 5 });
    const ofMaker = (keep: (v: (typeof listed)[number]) => boolean) =>
      listed.filter((v) => v.makerId === makerId && keep(v)).length;
    for (const stages of [3, 4, 5])
      expect(facets.equipment.craneStagesMin[stages] ?? 0).toBe(ofMaker((v) => (v.craneStages ?? 0) >= stages));
    expect(facets.equipment.craneCapacityMin[2_300] ?? 0).toBe(
      ofMaker((v) => (v.craneStages ?? 0) >= 5 && (v.craneCapacityKg ?? 0) >= 2_300),
    );
    expect(facets.equipment.powerGate.any ?? 0).toBe(0);
    expect(facets.total).toBe(ofMaker((v) => (v.craneStages ?? 0) >= 5));
  });
});
