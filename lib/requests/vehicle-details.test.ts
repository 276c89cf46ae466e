import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { fieldErrorsOf } from "@/lib/actions/result";
import { formatModelYear } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { contactSchema } from "./schema";
import {
  MAX_MILEAGE_KM,
  NO_VEHICLE_DETAILS,
  OLDEST_MODEL_YEAR,
  describeRequestVehicle,
  describedVehicleName,
  inspectionMonths,
  readKm,
  readRequestVehicle,
  type StoredRequestVehicle,
} from "./vehicle-details";

// 15:00 on 28 November 2026 in Japan: the model year may be 2026, not 2027.
const NOW = new Date("2026-11-28T06:00:00Z");

const errorOf = (section: "offered" | "wanted", raw: Record<string, string>) => {
  const reading = readRequestVehicle(section, { maker: "1", bodyType: "2", ...raw }, NOW);
  return reading.ok ? null : reading.errors;
};

describe("a seller's vehicle", () => {
  it.each([
    ["maker", "", "chooseOne"],
    ["maker", "abc", "chooseOne"],
    ["bodyType", "", "chooseOne"],
    ["year", String(OLDEST_MODEL_YEAR - 1), `yearTooOld:${OLDEST_MODEL_YEAR}`],
    ["year", "2027", "yearInFuture:2026"],
    ["year", "20x8", "integer"],
    ["mileage", String(MAX_MILEAGE_KM + 1), "mileageRange"],
    ["mileage", "301万km", "mileageRange"],
    ["mileage", "-5", "mileageFormat"],
    ["mileage", "about 12", "mileageFormat"],
    ["inspection", "2031-01", "chooseOne"],
    ["inspection", "2027-13", "chooseOne"],
    ["inspection", "someday", "chooseOne"],
    ["repairHistory", "maybe", "chooseOne"],
    ["model", "x".repeat(61), "maxLength:60"],
  ])("refuses %s = %j (%s)", (name, value, message) => {
    expect(errorOf("offered", { [name]: value })).toEqual({ [name]: message });
  });

  it.each([
    ["year", String(OLDEST_MODEL_YEAR), { year: OLDEST_MODEL_YEAR }],
    ["year", "2026", { year: 2026 }],
    ["mileage", "0", { mileageKm: 0 }],
    ["mileage", String(MAX_MILEAGE_KM), { mileageKm: MAX_MILEAGE_KM }],
    ["mileage", "12万km", { mileageKm: 120_000 }],
    ["mileage", "１２．５万キロ", { mileageKm: 125_000 }],
    ["mileage", "123,456 km", { mileageKm: 123_456 }],
    ["maker", "other", { makerId: null, makerOther: true }],
    ["inspection", "2027-05", { inspectionState: "valid", inspectionYear: 2027, inspectionMonth: 5 }],
    ["inspection", "expired", { inspectionState: "expired", inspectionYear: null }],
    ["inspection", "deregistered", { inspectionState: "deregistered" }],
    ["repairHistory", "unknown", { repairHistory: "unknown" }],
  ])("reads %s = %j", (name, value, expected) => {
    const reading = readRequestVehicle("offered", { maker: "1", bodyType: "2", [name]: value }, NOW);
    expect(reading.ok && reading.value).toMatchObject(expected);
  });

  it("asks nothing more than the maker and body type", () => {
    const reading = readRequestVehicle("offered", { maker: "1", bodyType: "2" }, NOW);
    expect(reading).toEqual({ ok: true, value: { ...NO_VEHICLE_DETAILS, makerId: 1, bodyTypeId: 2 } });
  });

  it("offers 車検 months from this one for two years", () => {
    const months = inspectionMonths(NOW);
    expect(months[0].value).toBe("2026-11");
    expect(months.at(-1)!.value).toBe("2028-11");
  });
});

describe("a wanted vehicle", () => {
  it.each([
    [{ budget: "0" }, { budget: "budgetPositive" }],
    [{ budget: "-100" }, { budget: "budgetPositive" }],
    [{ budget: "five hundred" }, { budget: "budgetFormat" }],
    [{ budget: "100001" }, { budget: "budgetTooHigh:100000" }],
    [{ yearFrom: "2020", yearTo: "2019" }, { yearTo: "yearRange" }],
    [{ yearFrom: "1949" }, { yearFrom: "yearTooOld:1950" }],
    [{ mileageMax: "3000001" }, { mileageMax: "mileageRange" }],
  ])("refuses %j", (raw, errors) => {
    expect(errorOf("wanted", raw)).toEqual(errors);
  });

  it.each([
    [{}, {}],
    [{ budget: "500" }, { budgetYen: 5_000_000 }],
    [{ budget: "350.5万円" }, { budgetYen: 3_505_000 }],
    [
      { yearFrom: "2019", yearTo: "2019" },
      { yearFrom: 2019, yearTo: 2019 },
    ],
    [
      { wantedMaker: "4", loadClass: "2", wantedBodyType: "7" },
      { makerId: 4, loadClassId: 2, bodyTypeId: 7 },
    ],
  ])("reads %j, any maker and class by default", (raw, expected) => {
    const reading = readRequestVehicle("wanted", raw, NOW);
    expect(reading.ok && reading.value).toMatchObject(expected);
  });
});

describe("readKm", () => {
  it.each([
    ["120000", 120_000],
    ["12万", 120_000],
    ["12.34567万", 123_457],
    ["1.5", null],
    ["", null],
  ])("%j → %s", (text, km) => expect(readKm(text)).toBe(km));

  // A Japanese reader writes 12.5万; a reader abroad knows no 万, so the English examples are plain figures.
  it.each([
    ["jp", jp, ["12.5万", "125000"], ["30万", "300000"]],
    ["en", en, ["125,000 km"], ["300,000 km"]],
  ] as const)("is what the %s hints and message give as examples", (_locale, messages, mileage, mileageMax) => {
    const { hints } = messages.requestVehicle;
    for (const [text, examples, km] of [
      [hints.mileage, mileage, 125_000],
      [messages.validation.mileageFormat, mileage, 125_000],
      [hints.mileageMax, mileageMax, 300_000],
    ] as const) {
      for (const example of examples) {
        expect(text).toContain(example);
        expect(readKm(example)).toBe(km);
      }
      if (messages === en) expect(text).not.toContain("万");
    }
  });
});

describe("formatModelYear", () => {
  it.each([
    ["ja", 2018, "2018年（平成30年）"],
    ["ja", 2019, "2019年（平成31年・令和元年）"],
    ["ja", 2020, "2020年（令和2年）"],
    ["ja", 1989, "1989年（昭和64年・平成元年）"],
    ["ja", 1950, "1950年（昭和25年）"],
    ["en", 2018, "2018"],
  ] as const)("%s %i → %s", (locale, year, text) => expect(formatModelYear(locale, year)).toBe(text));
});

describe("the contact form's vehicle", () => {
  const request = {
    locale: "ja",
    lastName: "山田",
    firstName: "太郎",
    nameKana: "ヤマダ タロウ",
    prefecture: "23",
    privacyConsent: "on",
    email: "taro@example.jp",
    phone: "090-1234-5678",
    contactMethod: "phone",
    message: "査定をお願いします。",
    idempotencyKey: "6f1c1c52-5a51-4a43-9d55-1a5b2b1d9e11",
  };

  it("reads the section of the request's type and ignores the other's", () => {
    const parsed = contactSchema.parse({
      ...request,
      type: "assessment",
      maker: "1",
      bodyType: "2",
      year: "2018",
      budget: "not read",
    });
    expect(parsed.vehicleDetails).toMatchObject({ makerId: 1, bodyTypeId: 2, year: 2018, budgetYen: null });
    expect(parsed).not.toHaveProperty("maker");
    expect(contactSchema.parse({ ...request, type: "sale", maker: "x" }).vehicleDetails).toBeNull();
  });

  it("names each field to fix with its code", () => {
    const result = contactSchema.safeParse({ ...request, type: "auction", yearFrom: "2020", yearTo: "2010" });
    expect(fieldErrorsOf(result.error!)).toEqual({ yearTo: { code: "yearRange" } });
  });

  it("has words for every code in both languages", () => {
    for (const messages of [jp, en])
      for (const code of ["yearTooOld", "yearInFuture", "yearRange", "mileageFormat", "mileageRange", "budgetFormat"])
        expect(messages.validation).toHaveProperty(code);
  });
});

describe("describeRequestVehicle", () => {
  const stored: StoredRequestVehicle = {
    ...NO_VEHICLE_DETAILS,
    makerId: null,
    makerName: "日野",
    loadClassName: "",
    bodyTypeId: 3,
    bodyTypeName: "平ボディ",
    model: "レンジャー",
    year: 2018,
    mileageKm: 125_000,
    inspectionState: "valid",
    inspectionYear: 2027,
    inspectionMonth: 5,
    repairHistory: "none",
  };

  it("words each field as staff read it, the maker's name kept after the maker is deleted", () => {
    const t = createTranslator({ locale: "ja", messages: jp, namespace: "requestVehicle" });
    expect(describeRequestVehicle("offered", stored, t, "ja").map((row) => `${row.label}: ${row.value}`)).toEqual([
      "メーカー: 日野",
      "車種: レンジャー",
      "形状: 平ボディ",
      "年式: 2018年（平成30年）",
      "走行距離: 12.5万km",
      "車検期限: 2027年5月まで",
      "修復歴: なし",
    ]);
  });

  it("reads an unstated wish as any", () => {
    const t = createTranslator({ locale: "en", messages: en, namespace: "requestVehicle" });
    const rows = describeRequestVehicle("wanted", { ...stored, budgetYen: 5_000_000 }, t, "en");
    expect(rows.find((row) => row.name === "loadClass")!.value).toBe("Any");
    expect(rows.find((row) => row.name === "budget")!.value).toBe("¥5,000,000");
  });
});

describe("the vehicle a request described, in a line", () => {
  it.each<[Parameters<typeof describedVehicleName>[0], Locale, string]>([
    [{ makerName: "日野", model: "プロフィア", year: 2015 }, "ja", "日野 プロフィア 2015年（平成27年）"],
    [{ makerName: "Hino", model: "Profia", year: 2015 }, "en", "Hino Profia 2015"],
    [{ makerName: "いすゞ", model: "", year: null }, "ja", "いすゞ"],
    [{ makerName: "", model: "", year: null }, "ja", ""],
    [null, "en", ""],
  ])("%o in %s reads %s", (details, locale, line) => {
    expect(describedVehicleName(details, locale)).toBe(line);
  });
});
