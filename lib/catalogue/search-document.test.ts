import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { vehicleWordsIn, type BodyEquipment } from "@/lib/vehicles/field-words";
import { buildSearchDocument, type SearchDocumentSource } from "./search-document";
import { normalizeSearchText, searchWords } from "./normalize";

const names = { nameJa: "", nameKana: "", nameEn: "", aliases: [] };
const truck = (body: BodyEquipment) =>
  ({
    id: 1,
    nameJa: "日野 レンジャー",
    nameEn: "Hino Ranger",
    modelName: "レンジャー",
    modelNameEn: "Ranger",
    modelCode: "",
    modelYear: 2019,
    inquiryNo: 1001,
    maker: names,
    bodyType: names,
    loadClass: { nameJa: "", nameEn: "" },
    updatedAt: new Date(),
    ...body,
  }) as unknown as SearchDocumentSource;

const searchTextOf = (body: BodyEquipment) => buildSearchDocument(truck(body)).searchText;

describe("buildSearchDocument", () => {
  it.each([
    {
      body: {
        craneMaker: { nameJa: "前田製作所", nameEn: "Maeda" },
        craneStages: 4,
        craneCapacityKg: 2_630,
        craneRadioRemote: true,
      },
      typed: ["前田", "前田製作所", "4段", "2.63t", "ラジコン", "らじこん", "maeda", "4-stage", "radio", "remote"],
    },
    {
      body: { powerGateType: "vertical", powerGateCapacityKg: 1_000, powerGateMaker: "日本フルハーフ" },
      typed: ["パワーゲート", "垂直式", "1,000kg", "日本フルハーフ", "tail", "lift", "vertical"],
    },
    {
      body: { reeferMaker: { nameJa: "サーモキング", nameEn: "Thermo King" }, reeferTempC: -30, reeferStandby: true },
      typed: ["サーモキング", "-30℃", "thermo king"],
    },
    { body: { wingOpening: "both", hasThreeSideOpening: true }, typed: ["ウイング開口", "両側", "三方開", "wing"] },
  ] as const)("finds the words a card and the page show of a body: $typed.0", ({ body, typed }) => {
    const text = searchTextOf(body);
    for (const word of typed) for (const part of searchWords(word)) expect(text, word).toContain(part);
  });

  it("holds every word of the card's summary and the body's rows, in both languages", () => {
    const body = {
      craneMaker: { nameJa: "古河ユニック", nameEn: "Furukawa UNIC" },
      craneStages: 5,
      craneHookIn: true,
      dumpType: "deep",
    } as const;
    const text = searchTextOf(body);
    for (const locale of locales) {
      const words = vehicleWordsIn(locale);
      expect(text).toContain(normalizeSearchText(words.bodyHighlights(body)!));
      for (const row of words.bodyRows(body))
        for (const shown of [row.label, row.value]) expect(text).toContain(normalizeSearchText(shown));
    }
  });

  it("says nothing of equipment a truck lacks", () => {
    const text = searchTextOf({ craneRadioRemote: false, powerGateType: null, hasAirConditioner: false });
    for (const word of ["ラジコン", "パワーゲート", "エアコン", "radio", "tail"])
      expect(text, word).not.toContain(normalizeSearchText(word));
  });
});
