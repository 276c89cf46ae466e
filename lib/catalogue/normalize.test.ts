import { describe, expect, it } from "vitest";
import {
  isRomajiWord,
  namesMeaning,
  normalizeSearchText,
  SEARCH_FOLD,
  searchGrams,
  searchWords,
  wordVariants,
} from "./normalize";

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

  it.each([
    ["渡邊", "渡邉", "渡辺"],
    ["髙橋", "高橋"],
    ["山﨑", "山嵜", "山崎"],
    ["齋藤", "齊藤", "斉藤", "斎藤"],
    ["澤田", "沢田"],
    ["濱田", "濵田", "浜田"],
    ["嶋田", "島田"],
  ])("reads a name's variant kanji as one: %s", (...spellings) => {
    for (const spelling of spellings) expect(normalizeSearchText(spelling), spelling).toBe(spellings.at(-1));
  });

  it("folds each variant kanji whatever NFKC does first, as SQL's translate() after normalize() does", () => {
    const from = [...SEARCH_FOLD.from];
    expect(from).toHaveLength([...SEARCH_FOLD.to].length);
    for (const char of from) expect(char.normalize("NFKC"), char).toBe(char);
    expect(new Set(from).size).toBe(from.length);
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

describe("wordVariants", () => {
  it("reads a load however buyers write it: 4t, 4トン, ４ｔ and 4屯", () => {
    for (const typed of ["4t", "4トン", "４ｔ", "4屯", "４トン"]) {
      expect(searchWords(typed).flatMap(wordVariants).sort(), typed).toEqual(["4t", "4とん", "4屯"].sort());
    }
    expect(wordVariants("2.5t")).toContain("2.5とん");
    expect(wordVariants(searchWords("4tダンプ")[0])).toEqual(["4tだんぷ", "4とんだんぷ", "4屯だんぷ"]);
  });

  it("leaves a t that belongs to a word alone", () => {
    expect(wordVariants("4tr")).toEqual(["4tr"]);
    expect(wordVariants("isuzu")).toEqual(["isuzu"]);
    expect(wordVariants("日野")).toEqual(["日野"]);
  });

  it("reads ボデー as ボディ and the other way round", () => {
    expect(wordVariants(searchWords("平ボデー")[0]).sort()).toEqual(["平ぼでぃ", "平ぼでー"].sort());
    expect(wordVariants(searchWords("平ボディ")[0]).sort()).toEqual(["平ぼでぃ", "平ぼでー"].sort());
  });
});

describe("namesMeaning", () => {
  const names = [
    ["いすゞ", "いすず", "Isuzu", "イスズ"],
    ["エルフ", "Elf"],
    ["スーパーグレート", "Super Great"],
  ];

  it.each([
    ["エルフ", ["えるふ", "elf"]],
    ["ｴﾙﾌ", ["えるふ", "elf"]],
    ["ELF", ["elf", "えるふ"]],
    ["いすず", ["いすず", "いすゞ", "isuzu"]],
    ["super great", ["super great", "すーぱーぐれーと"]],
  ])("reads %s as every name of the thing it names", (word, expected) => {
    expect(namesMeaning(word, names)).toEqual(expected);
  });

  it("leaves a word that is only part of a name, or no name, as typed", () => {
    expect(namesMeaning("エル", names)).toEqual(["える"]);
    expect(namesMeaning("荷台", names)).toEqual(["荷台"]);
    expect(namesMeaning("elf", [])).toEqual(["elf"]);
  });
});

describe("isRomajiWord", () => {
  it("is a word of two or more Latin letters, not a model code or a single letter", () => {
    expect(isRomajiWord("elf")).toBe(true);
    expect(isRomajiWord("isuzu")).toBe(true);
    expect(isRomajiWord("nmr85")).toBe(false);
    expect(isRomajiWord("x")).toBe(false);
    expect(isRomajiWord("えるふ")).toBe(false);
  });
});
