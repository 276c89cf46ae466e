import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import { formatPrice } from "@/lib/format";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import type { StatedRow } from "@/lib/vehicles/compare";
import { getBodyHighlights, getPriceRows, getSpecRows, KEY_FACTS } from "./spec-rows";

// The rows are words of the visitor's language: the server's translator, in the language each test asks.
const language = vi.hoisted(() => ({ locale: "ja" as Locale }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => language.locale,
  getTranslations: async (namespace: keyof typeof jp) =>
    createTranslator({ locale: language.locale, messages: language.locale === "ja" ? jp : en, namespace }),
}));

const MESSAGES = { ja: jp, en } as const;

// A sale truck without 車検, priced with its 車検 obtained: the fields the rows read.
const truck = {
  kind: "sale",
  makerName: "いすゞ",
  modelLabel: "エルフ",
  modelCode: "TRG-NPR85AN",
  modelYear: 2017,
  mileageKm: 123_456,
  inspectionYear: null,
  inspectionMonth: null,
  inspectionIncluded: true,
  loadClassName: "小型",
  bodyTypeName: "平ボディ",
  displacementCc: 2_990,
  driveTypeName: null,
  transmissionName: null,
  fuelName: null,
  maxLoadKg: 2_000,
  vehicleWeightKg: null,
  grossWeightKg: null,
  repairHistory: false,
  chassisLast3: null,
  doors: null,
  seats: null,
  airbags: null,
  leasePurchase: false,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  bedLengthMm: null,
  bedWidthMm: null,
  bedHeightMm: null,
  priceBodyYen: 3_500_000,
  priceFeesYen: 185_000,
  priceTotalYen: 3_685_000,
  warrantyMonths: 3,
  warrantyKm: null,
  legalMaintenance: true,
} as VehicleDetail;

const valueOf = (rows: StatedRow[], key: string) => rows.filter((row) => row.key === key).map((row) => row.value);
const allRows = async (vehicle: VehicleDetail) => (await getSpecRows())(vehicle).flatMap((group) => group.rows);

describe.each(["ja", "en"] as const)("the rows a vehicle page and the comparison share (%s)", (locale) => {
  const price = MESSAGES[locale].vehicle.price;
  beforeEach(() => {
    language.locale = locale;
  });

  it("state 車検 in one row, with whether the total includes obtaining it", async () => {
    expect(valueOf(await allRows(truck), "inspection")).toEqual([price.inspectionTerm.included]);
    const excluded = { ...truck, inspectionIncluded: false };
    expect(valueOf(await allRows(excluded), "inspection")).toEqual([price.inspectionTerm.excluded]);
    const purchase = { ...truck, kind: "purchase" } as const;
    expect(valueOf(await allRows(purchase), "inspection")).toEqual([MESSAGES[locale].vehicle.noInspection]);
  });

  it("state the recycling deposit among the papers' facts, paid or not, whatever the body", async () => {
    const deposit = { ja: ["預託済", "未預託"], en: ["Paid up", "Not paid"] }[locale];
    expect(valueOf(await allRows({ ...truck, recyclingFeePaid: true }), "recyclingFee")).toEqual([deposit[0]]);
    expect(valueOf(await allRows({ ...truck, recyclingFeePaid: false }), "recyclingFee")).toEqual([deposit[1]]);
  });

  it("state a body's equipment in the trade's words, and nothing of the equipment it lacks", async () => {
    const crane = {
      ...truck,
      craneMaker: { slug: "furukawa-unic", nameJa: "古河ユニック", nameEn: "Furukawa UNIC" },
      craneStages: 4,
      craneCapacityKg: 2_930,
      craneRadioRemote: true,
      craneHookIn: false,
      reeferTempC: null,
      hasPto: false,
    } as VehicleDetail;
    const body = (await getSpecRows())(crane).find((group) => group.id === "body")!;
    const expected = {
      ja: { craneMaker: "古河ユニック", craneStages: "4段", craneCapacity: "2.93t吊り", craneRadioRemote: "あり" },
      en: {
        craneMaker: "Furukawa UNIC",
        craneStages: "4-stage",
        craneCapacity: "2.93 t lift",
        craneRadioRemote: "Yes",
      },
    }[locale];
    expect(Object.fromEntries(body.rows.map((row) => [row.key, row.value]))).toEqual(expected);
    const reefer = { ...truck, reeferTempC: -30, reeferStandby: true } as VehicleDetail;
    const reeferBody = (await getSpecRows())(reefer).find((group) => group.id === "body")!;
    expect(valueOf(reeferBody.rows, "reeferTemp")).toEqual([locale === "ja" ? "-30℃" : "-30 °C"]);
  });

  it("name the body's and the tail lift's makers as the reader knows them", async () => {
    const wing = { ...truck, bodyBuilder: "日本フルハーフ", powerGateMaker: "トランテックス" } as VehicleDetail;
    const body = (await getSpecRows())(wing).find((group) => group.id === "body")!;
    expect([valueOf(body.rows, "bodyBuilder"), valueOf(body.rows, "powerGateMaker")]).toEqual(
      locale === "ja" ? [["日本フルハーフ"], ["トランテックス"]] : [["Nippon Fruehauf"], ["Trantechs"]],
    );
  });

  it("title a box body's inside dimensions 庫内寸, and a flatbed's 荷台内寸", async () => {
    const bedTitle = async (vehicle: VehicleDetail) =>
      (await getSpecRows())(vehicle).find((group) => group.id === "bed")!.title;
    expect(await bedTitle({ ...truck, boxBody: true } as VehicleDetail)).toBe(MESSAGES[locale].vehicle.boxInside);
    expect(await bedTitle({ ...truck, boxBody: false } as VehicleDetail)).toBe(MESSAGES[locale].vehicle.bed);
  });

  it.each([
    {
      body: {
        craneMaker: { nameJa: "古河ユニック", nameEn: "Furukawa UNIC" },
        craneStages: 4,
        craneCapacityKg: 2_930,
        craneRadioRemote: true,
      },
      ja: "古河ユニック 4段 2.93t吊り ラジコン",
      en: "Furukawa UNIC, 4-stage, 2.93 t lift, Radio remote",
    },
    {
      // A maker staff added to the master data, named as they named it.
      body: { reeferMaker: { nameJa: "サーモキング", nameEn: "Thermo King" }, reeferTempC: -30, reeferStandby: true },
      ja: "サーモキング -30℃ スタンバイ装置",
      en: "Thermo King, -30 °C, Standby unit",
    },
    {
      body: { powerGateType: "vertical", powerGateCapacityKg: 1_000 },
      ja: "パワーゲート 垂直式 1,000kg",
      en: "Tail lift: Vertical, 1,000 kg",
    },
    { body: {}, ja: null, en: null },
  ] as const)("headline a body's equipment in one line, as a card shows it: $ja", async ({ body, ...line }) => {
    expect((await getBodyHighlights())(body)).toBe(line[locale]);
  });

  it("name each fact once, the key facts among them", async () => {
    const keys = (await allRows(truck)).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([...KEY_FACTS]));
  });

  it("list a sale price's parts and terms, and none for a purchase listing", async () => {
    const rows = (await getPriceRows())(truck);
    expect(rows.map((row) => row.label)).toEqual([price.body, price.fees, price.warranty, price.legalMaintenance]);
    expect(rows.slice(0, 2).map((row) => row.value)).toEqual([
      formatPrice(locale, 3_500_000),
      formatPrice(locale, 185_000),
    ]);
    expect((await getPriceRows())({ ...truck, kind: "purchase" })).toEqual([]);
  });
});
