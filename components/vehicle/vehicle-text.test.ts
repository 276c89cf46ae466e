import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locales";
import type { LicensedVehicle } from "@/lib/vehicles/licence";
import { getVehicleText } from "./vehicle-text";

const language = vi.hoisted(() => ({ locale: "ja" as Locale }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => language.locale,
  getTranslations: async (namespace: keyof typeof jp) =>
    createTranslator({ locale: language.locale, messages: language.locale === "ja" ? jp : en, namespace }),
}));

const noteIn = async (locale: Locale, vehicle: LicensedVehicle) => {
  language.locale = locale;
  return (await getVehicleText()).licenceNote(vehicle);
};

describe("the licence note", () => {
  it.each([
    [
      { grossWeightKg: 8_950, maxLoadKg: 3_500 },
      "車両総重量が8t以上（この車両は8,950kg）のため、中型免許以上が必要です（8t限定の中型免許では運転できません）。",
      "It needs a medium licence or higher (not one limited to 8 t), as its gross weight is 8 t or more (8,950 kg).",
    ],
    [
      { grossWeightKg: 12_000, maxLoadKg: 7_000 },
      "車両総重量が11t以上（この車両は12,000kg）、最大積載量が6.5t以上（この車両は7,000kg）" +
        "のため、大型免許が必要です。",
      "It needs a heavy licence, as its gross weight is 11 t or more (12,000 kg)" +
        " and its load capacity is 6.5 t or more (7,000 kg).",
    ],
    [{ grossWeightKg: 3_000, maxLoadKg: 1_500 }, jp.licence.explain.futsu, en.licence.explain.futsu],
  ])(
    "gives the truck's own weight that puts it in its class, not the class's upper limit: %o",
    async (truck, ja, english) => {
      expect(await noteIn("ja", truck)).toBe(ja);
      expect(await noteIn("en", truck)).toBe(english);
    },
  );

  it("adds 牽引免許 for a tractor, and says nothing of a truck whose gross weight is not stated", async () => {
    const tractor = { grossWeightKg: 20_000, maxLoadKg: null, towsTrailer: true };
    expect(await noteIn("ja", tractor)).toBe(
      `車両総重量が11t以上（この車両は20,000kg）のため、大型免許が必要です。${jp.licence.explainTowing}`,
    );
    expect(await noteIn("en", tractor)).toBe(
      `It needs a heavy licence, as its gross weight is 11 t or more (20,000 kg). ${en.licence.explainTowing}`,
    );
    expect(await noteIn("ja", { grossWeightKg: null, maxLoadKg: 2_000 })).toBeUndefined();
  });
});
