import { describe, expect, it } from "vitest";
import { generateDemoVehicles } from "./vehicles";
import { createRandom } from "./random";
import { bodyTypes, loadClasses, makers } from "./master-data";
import { SOLD_SHOWN_DAYS } from "../../lib/vehicles/status";
import { NEW_DAYS, PRICE_CUT_DAYS } from "../../lib/vehicles/badges";
import { grossWeightOf, requiredLicence } from "../../lib/vehicles/licence";
import { bodyEquipmentFor } from "../../lib/vehicles/body-equipment";

const generate = () => generateDemoVehicles(createRandom(42), { sale: 60, purchase: 24 }, { year: 2026, month: 11 });

describe("demo inventory", () => {
  it("is the same on every run", () => {
    expect(generate()).toEqual(generate());
  });

  it("covers every maker, load class and (non-tractor) body type", () => {
    const vehicles = generate();
    expect(new Set(vehicles.map((v) => v.makerSlug))).toEqual(new Set(makers.map((m) => m.slug)));
    expect(new Set(vehicles.map((v) => v.loadClassSlug))).toEqual(new Set(loadClasses.map((c) => c.slug)));
    expect(new Set(vehicles.map((v) => v.bodyTypeSlug))).toEqual(new Set(bodyTypes.map((b) => b.slug)));
  });

  it("weighs a tractor as its 車検証 does, its 第五輪荷重 included: 大型免許 + 牽引免許", () => {
    const tractors = generate().filter((v) => v.bodyTypeSlug === "tractor");
    expect(tractors.length).toBeGreaterThan(0);
    for (const v of tractors) {
      expect(v.grossWeightKg).toBe(grossWeightOf(v.vehicleWeightKg, 11_500, v.seats));
      expect(requiredLicence({ ...v, towsTrailer: true })).toEqual({ licence: "ogata", towing: true });
    }
  });

  it("has unique, URL-safe ids and plausible specs", () => {
    const vehicles = generate();
    expect(new Set(vehicles.map((v) => v.strId)).size).toBe(vehicles.length);
    for (const v of vehicles) {
      expect(v.strId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(v.modelYear).toBeGreaterThanOrEqual(2010);
      expect(v.modelYear).toBeLessThan(2026);
      expect(v.chassisLast3).toMatch(/^\d{3}$/);
      if (v.inspectionMonth !== null) expect(v.inspectionMonth).toBeGreaterThanOrEqual(1);
      if (v.priceTotalYen !== null) expect(v.priceTotalYen).toBeGreaterThan(500_000);
      expect(v.descriptionJa).toMatch(/年式/);
      expect(v.descriptionEn.length).toBeGreaterThan(40);
    }
  });

  it("states no inspection date in its descriptions, which would go stale (pages word it from the fields)", () => {
    for (const v of generate()) {
      expect(v.descriptionJa).not.toMatch(/\d+年\d+月/);
      expect(v.descriptionEn).not.toMatch(/valid until|\d{4}-\d{2}/i);
      if (v.inspectionYear === null) expect(v.descriptionJa).toContain("車検なし");
    }
  });

  it("lists no expired 車検 and gives each year's trucks the 型式 of their emission standard", () => {
    for (const v of generate()) {
      if (v.inspectionYear !== null) expect(v.inspectionYear * 12 + v.inspectionMonth!).toBeGreaterThan(2026 * 12 + 11);
      expect(v.modelCode.startsWith("2")).toBe(v.modelYear >= 2017);
    }
  });

  it("prices every sale vehicle as 本体 + 諸費用 = 支払総額, and a purchase listing without fees or sales terms", () => {
    for (const v of generate()) {
      if (v.priceBodyYen === null) expect(v.priceTotalYen).toBeNull();
      else expect(v.priceTotalYen).toBe(v.priceBodyYen + (v.priceFeesYen ?? 0));
      if (v.kind === "purchase")
        expect([v.priceFeesYen, v.warrantyMonths, v.legalMaintenance, v.leasePurchase]).toEqual([
          null,
          null,
          false,
          false,
        ]);
      else if (v.priceBodyYen !== null) expect(v.priceFeesYen).toBeGreaterThan(0);
    }
  });

  it("marks a few trucks in each way a buyer sees: new, lowered, reserved, sold lately and sold long ago", () => {
    const vehicles = generate();
    const listed = vehicles.filter((v) => v.status === "published" || v.status === "reserved");
    const fresh = listed.filter((v) => v.publishedDaysAgo <= NEW_DAYS);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.length).toBeLessThan(listed.length / 3);
    expect(vehicles.filter((v) => v.status === "reserved").length).toBeGreaterThanOrEqual(2);
    const sold = vehicles.filter((v) => v.status === "sold");
    expect(sold.filter((v) => v.soldDaysAgo! < SOLD_SHOWN_DAYS).length).toBeGreaterThanOrEqual(2);
    expect(sold.filter((v) => v.soldDaysAgo! > SOLD_SHOWN_DAYS)).toHaveLength(1);
    for (const v of sold) expect(v.soldDaysAgo!).toBeLessThan(v.publishedDaysAgo);
    const cut = vehicles.filter((v) => v.priceCut);
    expect(cut.length).toBeGreaterThanOrEqual(3);
    for (const v of cut) {
      expect(v.kind).toBe("sale");
      expect(v.priceCut!.fromYen).toBeGreaterThan(v.priceTotalYen!);
      expect(v.priceCut!.daysAgo).toBeLessThan(Math.min(PRICE_CUT_DAYS, v.publishedDaysAgo));
    }
  });

  it("keeps about two trucks in three at the head office's yard, the rest at the Osaka branch", () => {
    const vehicles = generate();
    const branch = vehicles.filter((v) => v.yard === "branch").length;
    expect(branch / vehicles.length).toBeCloseTo(1 / 3, 1);
    expect(vehicles.every((v) => v.yard === "branch" || v.yard === "headquarters")).toBe(true);
  });
});

describe("demo body equipment", () => {
  it("gives each body the equipment a dealer lists for it, and none of another body's", () => {
    const vehicles = generate();
    const of = (body: string) => vehicles.filter((v) => v.bodyTypeSlug === body);
    for (const v of of("crane")) {
      expect(v.craneStages).toBeGreaterThanOrEqual(3);
      expect(v.craneCapacityKg).toBeLessThan(3_000);
      expect(v.craneRadioRemote).toBe(true);
    }
    expect(of("crane").some((v) => v.loadClassSlug === "medium" && v.craneStages === 4)).toBe(true);
    for (const v of of("refrigerated")) expect([v.reeferTempC, v.reeferStandby]).toEqual([-30, true]);
    expect(vehicles.some((v) => v.powerGateType === "vertical" && v.powerGateCapacityKg === 1_000)).toBe(true);
    for (const v of of("tractor")) expect(v.fifthWheelLoadKg).toBe(11_500);
    for (const v of vehicles.filter((v) => v.bodyTypeSlug !== "crane")) expect(v.craneStages).toBeUndefined();
  });

  it("agrees with the rule the staff form and the save follow: nothing a save would empty", () => {
    for (const v of generate()) expect(bodyEquipmentFor(v.bodyTypeSlug, v), v.strId).toEqual(v);
  });
});
