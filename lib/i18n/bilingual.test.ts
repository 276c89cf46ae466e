import { describe, expect, it } from "vitest";
import { nameIn, textIn } from "./bilingual";

describe("bilingual records", () => {
  it("give the reader's language", () => {
    const maker = { nameJa: "いすゞ", nameEn: "Isuzu" };
    expect(nameIn("ja", maker)).toBe("いすゞ");
    expect(nameIn("en", maker)).toBe("Isuzu");
    expect(textIn("en", { titleJa: "平ボディ製作", titleEn: "Flatbed bodies" }, "title")).toBe("Flatbed bodies");
  });
});
