import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import { inspectionMessage, inspectionStatus, type InspectionFields } from "./inspection";

const at = (japanTime: string) => new Date(`${japanTime}+09:00`);
const until = (year: number, month: number): InspectionFields => ({ inspectionYear: year, inspectionMonth: month });
const none: InspectionFields = { inspectionYear: null, inspectionMonth: null };

function wording(vehicle: InspectionFields, now: Date, locale: Locale) {
  const t = createTranslator({ locale, messages: locale === "ja" ? jp : en, namespace: "vehicle" });
  const message = inspectionMessage(inspectionStatus(vehicle, now), locale);
  return message.values ? t(message.key, message.values) : t(message.key);
}

describe("inspection status", () => {
  const now = at("2026-06-15T12:00");

  it("counts this month as valid, to its end", () => {
    expect(inspectionStatus(until(2026, 6), now)).toEqual({ state: "valid", year: 2026, month: 6 });
    expect(inspectionStatus(until(2026, 6), at("2026-06-30T23:59"))).toEqual({ state: "valid", year: 2026, month: 6 });
  });

  it("is valid for a month ahead", () => {
    expect(inspectionStatus(until(2026, 7), now).state).toBe("valid");
    expect(inspectionStatus(until(2027, 1), now).state).toBe("valid");
  });

  it("has expired for last month, and any month before it", () => {
    expect(inspectionStatus(until(2026, 5), now)).toEqual({ state: "expired", year: 2026, month: 5 });
    expect(inspectionStatus(until(2025, 12), now).state).toBe("expired");
    expect(inspectionStatus(until(2025, 7), now).state).toBe("expired");
  });

  it("crosses the year boundary: December has expired in January, January is still valid", () => {
    const january = at("2027-01-01T00:00");
    expect(inspectionStatus(until(2026, 12), january).state).toBe("expired");
    expect(inspectionStatus(until(2027, 1), january).state).toBe("valid");
    expect(inspectionStatus(until(2026, 12), at("2026-12-31T23:59")).state).toBe("valid");
  });

  it("reads the month in Japan, not on the server's clock", () => {
    // 2026-06-30 15:30 UTC is already 1 July in Japan: a June inspection has run out there.
    expect(inspectionStatus(until(2026, 6), new Date("2026-06-30T15:30:00Z")).state).toBe("expired");
    expect(inspectionStatus(until(2026, 6), new Date("2026-06-30T14:59:00Z")).state).toBe("valid");
  });

  it("is none without a year and a month", () => {
    expect(inspectionStatus(none, now)).toEqual({ state: "none" });
    expect(inspectionStatus({ inspectionYear: 2026, inspectionMonth: null }, now)).toEqual({ state: "none" });
  });
});

describe("inspection wording", () => {
  const now = at("2026-06-15T12:00");

  it("words a valid inspection as the end of its month", () => {
    expect(wording(until(2026, 6), now, "ja")).toBe("2026年6月末まで");
    expect(wording(until(2026, 6), now, "en")).toBe("Valid until end of June 2026");
    expect(wording(until(2027, 1), now, "ja")).toBe("2027年1月末まで");
    expect(wording(until(2027, 1), now, "en")).toBe("Valid until end of January 2027");
  });

  it("never calls an expired inspection valid", () => {
    expect(wording(until(2026, 5), now, "ja")).toBe("車検切れ");
    expect(wording(until(2026, 5), now, "en")).toBe("Inspection expired");
  });

  it("says when there is no inspection", () => {
    expect(wording(none, now, "ja")).toBe("車検なし");
    expect(wording(none, now, "en")).toBe("No inspection");
  });
});
