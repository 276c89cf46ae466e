import { describe, expect, it } from "vitest";
import { builderName } from "./body-builders";

describe("builderName", () => {
  it.each([
    ["日本フルハーフ", "Nippon Fruehauf"],
    ["トランテックス", "Trantechs"],
    ["株式会社トランテックス", "Trantechs"],
    ["日本フルハーフ（株）", "Nippon Fruehauf"],
    [" 東プレ ", "Topre"],
    ["山田ボデー", "山田ボデー"],
  ])("names %j in English as %j", (typed, english) => {
    expect(builderName(typed, "en")).toBe(english);
  });

  it("keeps the name as typed on a Japanese page", () => {
    expect(builderName("株式会社トランテックス", "ja")).toBe("株式会社トランテックス");
  });
});
