import { describe, expect, it } from "vitest";
import { MASTER_LISTS, vehicleField } from "@/lib/vehicles/fields";
import { vehicleFormSchema } from "./vehicle-form";
import { vehicleColumnsOf } from "./vehicle-save";
import { describeChanges, importedChanges, type Masters, restoreDroppedZeros } from "./inventory-csv";

const masters = Object.fromEntries(
  MASTER_LISTS.map((list) => [
    list,
    [
      { id: 1, slug: "isuzu", nameJa: "いすゞ", nameEn: "Isuzu" },
      { id: 2, slug: "hino", nameJa: "日野", nameEn: "Hino" },
    ],
  ]),
) as Masters;

// A vehicle as the form would save it, and the same row as an import reads it back.
const form = {
  kind: "sale",
  status: "published",
  nameJa: "いすゞ エルフ",
  makerId: "1",
  loadClassId: "1",
  bodyTypeId: "1",
  modelYear: "2019",
  mileageKm: "125000",
  priceBodyYen: "128万",
  priceFeesYen: "150000",
  chassisLast3: "084",
  hasAirConditioner: "on",
  repairHistory: "no",
};
const saved = vehicleColumnsOf("sale", vehicleFormSchema.parse(form));
const changesOf = (edits: Record<string, string>) =>
  importedChanges(saved, "sale", vehicleFormSchema.parse({ ...form, ...edits }));

describe("what an imported row changes, as the preview shows it", () => {
  it("finds no change in a row that matches the vehicle", () => {
    expect(changesOf({})).toEqual({});
    // Typed otherwise, the same value: 128万 and 1,280,000 are one price.
    expect(changesOf({ priceBodyYen: "1,280,000", mileageKm: "12.5万" })).toEqual({});
  });

  it.each([
    [
      "a price, in 万 as the form words it",
      { priceBodyYen: "123万" },
      "priceBodyYen",
      "128万円",
      "123万円",
      "¥1,280,000",
      "¥1,230,000",
    ],
    [
      "a price the 万 would round alike, to the yen",
      { priceBodyYen: "1280400" },
      "priceBodyYen",
      "1,280,000円",
      "1,280,400円",
      "¥1,280,000",
      "¥1,280,400",
    ],
    ["a mileage", { mileageKm: "13万" }, "mileageKm", "12.5万km", "13万km", "125,000 km", "130,000 km"],
    ["a year, without a thousands comma", { modelYear: "2020" }, "modelYear", "2019", "2020", "2019", "2020"],
    ["a measure", { lengthMm: "4690" }, "lengthMm", "（空欄）", "4,690", "(empty)", "4,690"],
    [
      "a text",
      { nameJa: "いすゞ エルフ 平" },
      "nameJa",
      "いすゞ エルフ",
      "いすゞ エルフ 平",
      "いすゞ エルフ",
      "いすゞ エルフ 平",
    ],
    ["a code emptied", { chassisLast3: "" }, "chassisLast3", "084", "（空欄）", "084", "(empty)"],
    ["master data by name", { makerId: "2" }, "makerId", "いすゞ", "日野", "Isuzu", "Hino"],
    ["a fixed list by its words", { status: "reserved" }, "status", "掲載中", "商談中", "Published", "Under offer"],
    ["a tick", { hasAirConditioner: "" }, "hasAirConditioner", "はい", "いいえ", "Yes", "No"],
    ["yes, no or not known", { repairHistory: "" }, "repairHistory", "いいえ", "（空欄）", "No", "(empty)"],
  ])("words %s in either language", (_, edits, column, beforeJa, afterJa, beforeEn, afterEn) => {
    const changes = changesOf(edits);
    expect(describeChanges(changes, masters, "ja")).toEqual([{ column, before: beforeJa, after: afterJa }]);
    expect(describeChanges(changes, masters, "en")).toEqual([{ column, before: beforeEn, after: afterEn }]);
  });

  it("lists several changes in the file's column order", () => {
    const changes = changesOf({ priceBodyYen: "123万", nameJa: "いすゞ エルフ 平" });
    expect(describeChanges(changes, masters, "ja").map(({ column }) => column)).toEqual(["nameJa", "priceBodyYen"]);
  });
});

describe("a code a spreadsheet read as a number", () => {
  const chassis = vehicleField("chassisLast3");
  it.each([
    ["84", "084"],
    ["4", "004"],
    ["８４", "084"],
    ["084", null],
    ["A84", null],
    ["8A", null],
    ["", null],
  ])("reads %j back as %j", (cell, restored) => {
    expect(restoreDroppedZeros(chassis, cell)).toBe(restored);
  });

  it("leaves codes without a fixed length, and every other kind of field, as typed", () => {
    expect(restoreDroppedZeros(vehicleField("modelCode"), "84")).toBeNull();
    expect(restoreDroppedZeros(vehicleField("modelYear"), "84")).toBeNull();
  });
});
