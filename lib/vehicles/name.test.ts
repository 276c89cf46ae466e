import { describe, expect, it } from "vitest";
import { vehicleName, type NamedVehicle } from "./name";

const forward: NamedVehicle = {
  nameJa: "いすゞ フォワード 4t 平ボディ",
  nameEn: "",
  modelNameEn: "Forward",
  maker: { nameEn: "Isuzu" },
};

describe("a vehicle's name", () => {
  it.each<[string, "ja" | "en", Partial<NamedVehicle>, string]>([
    [
      "Japanese pages show the Japanese name",
      "ja",
      { nameEn: "Isuzu Forward flatbed" },
      "いすゞ フォワード 4t 平ボディ",
    ],
    ["an English name written is shown as written", "en", { nameEn: "Isuzu Forward flatbed" }, "Isuzu Forward flatbed"],
    ["no English name: the Japanese one, romanised", "en", {}, "いすゞ フォワード 4t 平ボディ (Isuzu Forward)"],
    [
      "an English name of spaces counts as none",
      "en",
      { nameEn: "  " },
      "いすゞ フォワード 4t 平ボディ (Isuzu Forward)",
    ],
    ["no model in Latin letters: the maker alone", "en", { modelNameEn: "" }, "いすゞ フォワード 4t 平ボディ (Isuzu)"],
    ["no maker: the model alone", "en", { maker: null }, "いすゞ フォワード 4t 平ボディ (Forward)"],
    [
      "nothing romanised: the Japanese name alone",
      "en",
      { maker: { nameEn: "" }, modelNameEn: "" },
      "いすゞ フォワード 4t 平ボディ",
    ],
  ])("%s", (_, locale, change, expected) => {
    expect(vehicleName(locale, { ...forward, ...change })).toBe(expected);
  });
});
