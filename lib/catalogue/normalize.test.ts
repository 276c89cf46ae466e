import { describe, expect, it } from "vitest";
import { normalizeSearchText, searchGrams, searchWords } from "./normalize";

describe("normalizeSearchText", () => {
  it("folds full-width letters and digits, and case", () => {
    expect(normalizeSearchText("ＦＯＲＷＡＲＤ　４ｔ")).toBe("forward 4t");
    expect(normalizeSearchText("Isuzu ELF")).toBe("isuzu elf");
  });

  it("reads half-width and full-width katakana and hiragana as the same", () => {
    expect(normalizeSearchText("ｴﾙﾌ")).toBe("えるふ");
    expect(normalizeSearchText("エルフ")).toBe("えるふ");
    expect(normalizeSearchText("えるふ")).toBe("えるふ");
    expect(normalizeSearchText("ダンプ")).toBe(normalizeSearchText("ﾀﾞﾝﾌﾟ"));
  });

  it("keeps kanji, the long-vowel mark and symbols as typed", () => {
    expect(normalizeSearchText("日野 レンジャー")).toBe("日野 れんじゃー");
    expect(normalizeSearchText("100%_off\\")).toBe("100%_off\\");
  });

  it("collapses white space of every width", () => {
    expect(normalizeSearchText("  いすゞ \t\u3000 ギガ  ")).toBe("いすゞ ぎが");
  });
});

describe("searchWords", () => {
  it("splits on spaces, drops repeats and caps the count", () => {
    expect(searchWords("日野　ﾚﾝｼﾞｬｰ 日野")).toEqual(["日野", "れんじゃー"]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("searchGrams", () => {
  it("lists each word's two-character sequences once", () => {
    expect(searchGrams("クレーン")).toEqual(["くれ", "れー", "ーん"]);
    expect(searchGrams("日野 日野")).toEqual(["日野"]);
    expect(searchGrams("a")).toEqual([]);
  });
});
