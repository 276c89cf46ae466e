import { describe, expect, it } from "vitest";
import { decodeCsv, parseCsv, toCsv } from "./csv";

describe("toCsv", () => {
  it("starts with a BOM and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        [1, null],
      ]),
    ).toBe("\uFEFFa,b\r\n1,\r\n");
  });

  it("quotes cells with commas, quotes, line breaks or edge spaces, doubling the quotes", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", " padded"]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines"," padded"\r\n',
    );
  });

  it("puts an apostrophe before a text a spreadsheet would run as a formula, not before a number", () => {
    expect(toCsv([["=HYPERLINK(1)", "+81", "-x", "@SUM", "ok", -5]])).toBe(
      "\uFEFF'=HYPERLINK(1),'+81,'-x,'@SUM,ok,-5\r\n",
    );
  });
});

describe("parseCsv", () => {
  it("reads back what toCsv writes", () => {
    const rows = [
      ["管理番号", "説明"],
      ["12", 'いすゞ "エルフ", 2t\r\n平ボディ'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it("takes LF or CR line ends and keeps empty cells and lines, so row numbers match the spreadsheet's", () => {
    expect(parseCsv("a,,c\n\nd,e,\rf\r\n")).toEqual([["a", "", "c"], [""], ["d", "e", ""], ["f"]]);
  });
});

describe("decodeCsv", () => {
  it("reads UTF-8 with or without a BOM", () => {
    const text = "車両名,メーカー";
    expect(decodeCsv(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsv(new TextEncoder().encode(`\uFEFF${text}`))).toBe(text);
  });

  it("reads Excel's Shift_JIS", () => {
    // 日野 in Shift_JIS (CP932), as Excel's 日本語 CSV saves it.
    expect(decodeCsv(new Uint8Array([0x93, 0xfa, 0x96, 0xec]))).toBe("日野");
  });

  it("answers null for bytes that are neither", () => {
    expect(decodeCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
    expect(decodeCsv(new Uint8Array([0x81, 0x7f, 0xff]))).toBeNull();
  });
});
