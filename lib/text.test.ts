import { describe, expect, it } from "vitest";
import {
  hasNoCharactersExcludedFromNames,
  hasNoControlCharacters,
  hasNoControlCharactersOnOneLine,
  hasNoLineBreaks,
  withoutControlCharacters,
} from "./text";

describe("hasNoControlCharacters", () => {
  it.each([
    ["words, line breaks and tabs", "日野 レンジャー\r\n4t\tワイド・冷凍", true],
    ["full-width symbols", "①　～－30℃", true],
    ["markup, kept as typed in free text", "<b>{x}</b>", true],
    ["NUL", "a\u0000b", false],
    ["escape", "\u001b[31m", false],
    ["vertical tab", "a\u000bb", false],
    ["unit separator, the last C0", "a\u001fb", false],
    ["DEL", "x\u007f", false],
  ])("%s", (_, value, accepted) => {
    expect(hasNoControlCharacters(value)).toBe(accepted);
  });

  it("turns them into spaces for a search", () => {
    expect(withoutControlCharacters("ダンプ\u0000日野\u0007")).toBe("ダンプ 日野 ");
  });
});

describe("one line of text", () => {
  it.each([
    ["words and full-width symbols", "①荷台鉄板張り　－30℃ <b>", true, true],
    ["a line feed", "件名\nBcc: x@example.jp", false, true],
    ["a carriage return", "件名\r", false, true],
    ["a tab", "日野\tレンジャー", true, false],
    ["NUL", "a\u0000b", true, false],
    ["DEL", "x\u007f", true, false],
  ])("%s", (_, value, noLineBreak, noControl) => {
    expect(hasNoLineBreaks(value)).toBe(noLineBreak);
    expect(hasNoControlCharactersOnOneLine(value)).toBe(noControl);
  });
});

describe("hasNoCharactersExcludedFromNames", () => {
  it.each([
    ["kanji and kana", "山田 太郎", true],
    ["full-width space and letters", "ヤマダ　ＴＡＲＯ", true],
    ["a company with ・, &, . and -", "株式会社ヤマダ・トラック & Co. Ltd-西", true],
    ["an apostrophe and parentheses", "O'Brien (東京)", true],
    ["a vehicle's name", "いすゞ エルフ 2t 平ボディ", true],
    ["<", "<b>", false],
    [">", "a>b", false],
    ["{", "{{x}}", false],
    ["[", "a[1", false],
    ["]", "a]1", false],
    ["backslash", "a\\b", false],
    ["pipe", "a|b", false],
    ["tab", "山田\t太郎", false],
    ["line break", "山田\n太郎", false],
    ["NUL", "太\u0000郎", false],
    ["DEL", "太\u007f郎", false],
    ["a C1 control", "太\u0085郎", false],
  ])("%s", (_, value, accepted) => {
    expect(hasNoCharactersExcludedFromNames(value)).toBe(accepted);
  });
});
