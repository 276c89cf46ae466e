import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/suite";
import { idsWhere, saleIdsFound } from "@/test/catalogue-ids";
import { countCatalogue, countCatalogueFacets, type CatalogueFilter } from "./query";
import { requiredLicence, LICENCES } from "@/lib/vehicles/licence";

// Each filter is checked against the same vehicles filtered here, in plain code, so the SQL the catalogue
// sends is held to what a buyer means by the filter.
describe("catalogue range filters and facets", () => {
  const db = useTestDatabase({ demoData: true, connections: 2 });
  const today = "2026-11-25";
  let listed: Awaited<ReturnType<typeof readListed>>;
  let transmissions: Map<string, number>;

  const readListed = () =>
    db.vehicle.findMany({
      where: { kind: "sale", status: { in: ["published", "reserved"] } },
      select: {
        id: true,
        makerId: true,
        loadClassId: true,
        bodyTypeId: true,
        priceTotalYen: true,
        modelYear: true,
        mileageKm: true,
        maxLoadKg: true,
        grossWeightKg: true,
        transmissionId: true,
        inspectionYear: true,
        inspectionMonth: true,
        repairHistory: true,
        leasePurchase: true,
        yard: true,
      },
    });

  beforeAll(async () => {
    // The demo's sold vehicles are dated by the day the suite runs; a fixed `today` keeps them out of sight.
    await db.vehicle.updateMany({ where: { status: "sold" }, data: { soldAt: new Date("2020-01-01") } });
    listed = await readListed();
    transmissions = new Map((await db.transmission.findMany()).map((t) => [t.slug, t.id]));
  });

  const ids = (filter: Omit<CatalogueFilter, "kind" | "words" | "today">) => saleIdsFound(filter, today);
  const expected = (keep: (v: (typeof listed)[number]) => boolean) => idsWhere(listed, keep);

  it("narrows by 支払総額 in 万円, both ends included, leaving out prices on request", async () => {
    const prices = listed.flatMap((v) => (v.priceTotalYen === null ? [] : [v.priceTotalYen])).sort((a, b) => a - b);
    const [low, high] = [prices[Math.floor(prices.length / 4)], prices[Math.floor((prices.length * 3) / 4)]];
    const [min, max] = [Math.ceil(low / 10_000), Math.floor(high / 10_000)];
    const within = expected(
      (v) => v.priceTotalYen !== null && v.priceTotalYen >= min * 1e4 && v.priceTotalYen <= max * 1e4,
    );
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(listed.length);
    expect(await ids({ priceMin: min, priceMax: max })).toEqual(within);
    expect(await ids({ priceMax: max })).toEqual(
      expected((v) => v.priceTotalYen !== null && v.priceTotalYen <= max * 1e4),
    );
  });

  it("lists a tractor only for a 大型 licence held with 牽引免許, its fifth-wheel load in its weight", async () => {
    const tractor = await db.bodyType.findUniqueOrThrow({ where: { slug: "tractor" } });
    expect(tractor.towsTrailer).toBe(true);
    const tractors = listed.filter((v) => v.bodyTypeId === tractor.id);
    expect(tractors.length).toBeGreaterThan(0);
    for (const v of tractors)
      expect(requiredLicence({ ...v, towsTrailer: true })).toEqual({ licence: "ogata", towing: true });
    const towingBodyTypeIds = [tractor.id];
    const all = expected(() => true);
    const noTractor = expected((v) => v.bodyTypeId !== tractor.id);
    expect(await ids({ licence: "ogata", towingBodyTypeIds })).toEqual(noTractor);
    expect(await ids({ licence: "ogata", towingBodyTypeIds, towing: true })).toEqual(all);
    const medium = await ids({ licence: "chugata", towingBodyTypeIds, towing: true });
    expect(medium).toEqual(await ids({ licence: "chugata", towingBodyTypeIds }));
    expect(medium.some((id) => tractors.some((v) => v.id === id))).toBe(false);
    const facets = await countCatalogueFacets({ kind: "sale", words: [], today, towingBodyTypeIds });
    expect(facets.licences.ogata).toBe(noTractor.length);
    expect(
      (await countCatalogueFacets({ kind: "sale", words: [], today, towingBodyTypeIds, towing: true })).licences.ogata,
    ).toBe(all.length);
  });

  it("narrows by model year, mileage and load", async () => {
    expect(await ids({ yearMin: 2015, yearMax: 2019 })).toEqual(
      expected((v) => v.modelYear !== null && v.modelYear >= 2015 && v.modelYear <= 2019),
    );
    expect(await ids({ mileageMax: 200_000 })).toEqual(expected((v) => v.mileageKm !== null && v.mileageKm <= 200_000));
    const fourTonners = expected((v) => v.maxLoadKg !== null && v.maxLoadKg >= 3_000 && v.maxLoadKg <= 4_000);
    expect(fourTonners.length).toBeGreaterThan(0);
    expect(await ids({ loadMin: 3_000, loadMax: 4_000 })).toEqual(fourTonners);
  });

  it("reads AT as every gearbox an AT-only licence may drive", async () => {
    const automatic = [transmissions.get("at"), transmissions.get("amt")];
    expect(await ids({ transmissionIds: automatic as number[] })).toEqual(
      expected((v) => automatic.includes(v.transmissionId ?? -1)),
    );
  });

  it("keeps a valid 車検, and only vehicles stated to have no repairs, or leasable, or at a yard", async () => {
    const some = (keep: (v: (typeof listed)[number]) => boolean) => listed.filter(keep).length;
    for (const count of [
      some((v) => v.inspectionYear === null),
      some((v) => v.repairHistory === false),
      some((v) => v.repairHistory !== false),
      some((v) => v.leasePurchase),
      some((v) => !v.leasePurchase),
    ])
      expect(count, "the demo data has vehicles on both sides of each condition").toBeGreaterThan(0);
    expect(await ids({ inspection: "valid" })).toEqual(
      expected(
        (v) =>
          v.inspectionYear !== null &&
          v.inspectionMonth !== null &&
          v.inspectionYear * 12 + v.inspectionMonth >= 2026 * 12 + 11,
      ),
    );
    expect(await ids({ noRepair: true })).toEqual(expected((v) => v.repairHistory === false));
    expect(await ids({ lease: true })).toEqual(expected((v) => v.leasePurchase));
    expect(await ids({ yard: "headquarters" })).toEqual(expected((v) => v.yard === "headquarters"));
  });

  it("ANDs the ranges together", async () => {
    expect(await ids({ priceMax: 800, yearMin: 2014, noRepair: true })).toEqual(
      expected(
        (v) =>
          v.priceTotalYen !== null &&
          v.priceTotalYen <= 800e4 &&
          v.modelYear !== null &&
          v.modelYear >= 2014 &&
          v.repairHistory === false,
      ),
    );
  });

  it("counts each maker, class, body type and licence across the search's other filters, not its own", async () => {
    const someMaker = listed[0].makerId;
    const filter: CatalogueFilter = { kind: "sale", words: [], today, makerId: someMaker, yearMin: 2012 };
    const facets = await countCatalogueFacets(filter);
    const recent = (v: (typeof listed)[number]) => v.modelYear !== null && v.modelYear >= 2012;
    const tally = (key: "makerId" | "loadClassId" | "bodyTypeId", keep: (v: (typeof listed)[number]) => boolean) =>
      listed.filter(keep).reduce<Record<number, number>>((counts, v) => {
        counts[v[key]] = (counts[v[key]] ?? 0) + 1;
        return counts;
      }, {});
    // The maker facet ignores the chosen maker (so another can be picked); the others keep it.
    expect(facets.makers).toEqual(tally("makerId", recent));
    expect(facets.loadClasses).toEqual(tally("loadClassId", (v) => recent(v) && v.makerId === someMaker));
    expect(facets.bodyTypes).toEqual(tally("bodyTypeId", (v) => recent(v) && v.makerId === someMaker));
    for (const licence of LICENCES) {
      const order = LICENCES.indexOf(licence);
      const drivable = listed.filter((v) => {
        if (!recent(v) || v.makerId !== someMaker) return false;
        if (licence === "ogata") return true;
        const needed = requiredLicence(v);
        return needed !== null && LICENCES.indexOf(needed.licence) <= order;
      });
      expect(facets.licences[licence], licence).toBe(drivable.length);
    }
    expect(facets.total).toBe(listed.filter((v) => recent(v) && v.makerId === someMaker).length);
    expect(await countCatalogue(filter)).toBe(facets.total);
    // The search's own count honours its licence too: what that licence's option promised.
    for (const licence of LICENCES)
      expect((await countCatalogueFacets({ ...filter, licence })).total, licence).toBe(facets.licences[licence]);
  });
});
