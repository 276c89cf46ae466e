import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { LOWEST_LIKELY_PRICE_YEN, REQUIRED_VEHICLE_FIELDS, vehicleEditSchema, vehicleFormSchema } from "./vehicle-form";

const minimal = {
  kind: "sale",
  status: "draft",
  nameJa: "日野 レンジャー",
  nameEn: "Hino Ranger",
  makerId: "2",
  loadClassId: "2",
  bodyTypeId: "3",
};
const errors = (input: Record<string, string>) => {
  const result = vehicleFormSchema.safeParse({ ...minimal, ...input });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("vehicle form rules", () => {
  it("read numbers as staff type them and leave unknowns empty", () => {
    const values = vehicleFormSchema.parse({
      ...minimal,
      priceBodyYen: "3,850,000",
      priceFeesYen: "0",
      mileageKm: "１２３４５６",
      modelYear: "",
      hasAirConditioner: "on",
      repairHistory: "no",
      airbags: "",
    });
    expect(values).toMatchObject({
      priceBodyYen: 3_850_000,
      priceFeesYen: 0,
      mileageKm: 123_456,
      modelYear: null,
      hasAirConditioner: true,
      hasPowerWindow: false,
      repairHistory: false,
      airbags: null,
      makerId: 2,
    });
  });

  it("keep what staff wrote as they typed it, and read codes in their half-width form", () => {
    const description = "①荷台鉄板張り ②ETC付き。納期：1～2週間 －30℃";
    const values = vehicleFormSchema.parse({
      ...minimal,
      nameJa: " いすゞ エルフ　冷凍車（－30℃） ",
      modelName: "ｴﾙﾌ",
      descriptionJa: `${description}\n`,
      modelCode: "ＴＫＧ－ＮＭＲ８５",
      chassisLast3: "１２３",
    });
    expect(values).toMatchObject({
      nameJa: "いすゞ エルフ　冷凍車（－30℃）",
      modelName: "ｴﾙﾌ",
      descriptionJa: description,
      modelCode: "TKG-NMR85",
      chassisLast3: "123",
    });
  });

  // The way prices are read (498万), and the way the request forms read a distance.
  it.each([
    ["12.5万", 125_000],
    ["12万km", 120_000],
    ["１２．５万", 125_000],
    ["125,000", 125_000],
    ["125000km", 125_000],
    ["", null],
  ])("read a mileage typed as %s as %s km", (typed, km) => {
    expect(vehicleFormSchema.parse({ ...minimal, mileageKm: typed }).mileageKm).toBe(km);
  });

  it("use the generic messages where they fit", () => {
    expect(errors({ nameJa: "", makerId: "" })).toEqual({
      nameJa: { code: "required" },
      makerId: { code: "required" },
    });
    expect(errors({ mileageKm: "12.5" })).toEqual({ mileageKm: { code: "integer" } });
    expect(errors({ mileageKm: "1000万" })).toEqual({ mileageKm: { code: "maxValue", value: 9_999_999 } });
    expect(errors({ modelCode: "tkg-frr90" })).toEqual({ modelCode: { code: "uppercase" } });
    expect(errors({ chassisLast3: "12" })).toEqual({ chassisLast3: { code: "exactLength", value: 3 } });
    expect(errors({ nameEn: "<script>" })).toEqual({ nameEn: { code: "excludedCharacter" } });
    // English pages name a vehicle without one from its Japanese name (lib/vehicles/name.ts).
    expect(errors({ nameEn: "" })).toEqual({});
    expect(errors({ status: "deleted" })).toEqual({ status: { code: "chooseOne" } });
    expect(errors({ inspectionYear: String(new Date().getFullYear() + 1), inspectionMonth: "13" })).toEqual({
      inspectionMonth: { code: "maxValue", value: 12 },
    });
    expect(errors({ videoUrl: "http://example.com/x" })).toEqual({ videoUrl: { code: "invalidFormat" } });
  });

  it("take an inspection date as a year and a month together", () => {
    expect(errors({ inspectionYear: String(new Date().getFullYear() + 1) })).toEqual({
      inspectionMonth: { code: "required" },
    });
    expect(errors({ inspectionYear: String(new Date().getFullYear() + 1), inspectionMonth: "3" })).toEqual({});
  });

  it("ask for 諸費用 beside a sale price, and for a warranty's months before its distance", () => {
    expect(errors({ priceBodyYen: "3500000" })).toEqual({ priceFeesYen: { code: "required" } });
    expect(errors({ priceBodyYen: "3500000", priceFeesYen: "185,000" })).toEqual({});
    expect(errors({ kind: "purchase", priceBodyYen: "1200000" })).toEqual({});
    expect(errors({ warrantyKm: "5000" })).toEqual({ warrantyMonths: { code: "required" } });
    expect(errors({ warrantyMonths: "3", warrantyKm: "5000" })).toEqual({});
  });

  it("keeps a vehicle at one of the company's yards, the head office unless staff choose another", () => {
    expect(vehicleFormSchema.parse(minimal).yard).toBe("headquarters");
    expect(vehicleFormSchema.parse({ ...minimal, yard: "branch" }).yard).toBe("branch");
    expect(errors({ yard: "warehouse" })).toEqual({ yard: { code: "chooseOne" } });
    expect(errors({ yard: "" })).toEqual({ yard: { code: "chooseOne" } });
  });
});

describe("the vehicle form's prices and required fields", () => {
  it("read a price typed in 万円 with the one rule of lib/admin/yen-input", () => {
    const values = vehicleFormSchema.parse({ ...minimal, priceBodyYen: "498万", priceFeesYen: "１２．５万円" });
    expect(values).toMatchObject({ priceBodyYen: 4_980_000, priceFeesYen: 125_000 });
    expect(errors({ priceBodyYen: "498万12345", priceFeesYen: "0" })).toEqual({ priceBodyYen: { code: "integer" } });
    expect(errors({ priceBodyYen: "10億", priceFeesYen: "0" })).toEqual({
      priceBodyYen: { code: "maxValue", value: 999999999 },
    });
  });

  it.each([
    ["498", undefined, "unlikelyPrice"],
    ["0", undefined, "unlikelyPrice"],
    [String(LOWEST_LIKELY_PRICE_YEN - 1), undefined, "unlikelyPrice"],
    [String(LOWEST_LIKELY_PRICE_YEN), undefined, null],
    ["498万", undefined, null],
    ["498", "on", null],
    ["", undefined, null],
  ])("ask before saving a body price of %s (confirmed: %s)", (price, confirmed, error) => {
    const result = vehicleEditSchema.safeParse({
      ...minimal,
      priceBodyYen: price,
      priceFeesYen: "0",
      ...(confirmed && { priceConfirmed: confirmed }),
    });
    expect(result.success ? null : result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual(
      error && [["priceBodyYen", error]],
    );
  });

  it("keep the form's other rules when asking about the price", () => {
    const result = vehicleEditSchema.safeParse({ ...minimal, priceBodyYen: "498" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path[0])).toEqual([
      "priceFeesYen",
      "priceBodyYen",
    ]);
  });

  it("mark as required exactly the fields the schema refuses blank", () => {
    expect([...REQUIRED_VEHICLE_FIELDS].sort()).toEqual(
      ["bodyTypeId", "kind", "loadClassId", "makerId", "nameJa", "status", "yard"].sort(),
    );
  });
});

describe("a year's bound", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [
      "13:55 on New Year's Eve in Japan",
      "2026-12-31T04:55:00Z",
      "2028",
      { modelYear: { code: "maxValue", value: 2027 } },
    ],
    ["New Year's morning in Japan, still 2026 in UTC", "2026-12-31T15:30:00Z", "2028", {}],
    [
      "New Year's morning in Japan: next year's model at most",
      "2026-12-31T15:30:00Z",
      "2029",
      { modelYear: { code: "maxValue", value: 2028 } },
    ],
  ])("moves with Japan's calendar as the form is checked: %s", (_case, now, modelYear, refused) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ["Date"] });
    expect(errors({ modelYear })).toEqual(refused);
  });
});
