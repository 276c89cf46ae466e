import { describe, expect, it } from "vitest";
import { csvCell, datedCsvName, decodeCsv, parseCsv, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes cells holding a comma, a quote or a line break, doubling quotes", () => {
    expect(csvCell("山田")).toBe("山田");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('4t "ユニック"')).toBe('"4t ""ユニック"""');
    expect(csvCell("一行目\n二行目")).toBe('"一行目\n二行目"');
  });

  it("prefixes text that would start a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+81")).toBe("'+81");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
  });

  it("writes numbers as they are and nothing for a missing value", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });
});

describe("toCsv", () => {
  it("starts with a BOM and ends every row with CRLF", () => {
    expect(toCsv(["番号", "名前"], [[1, "山田"]])).toBe("\uFEFF番号,名前\r\n1,山田\r\n");
  });
});

describe("parseCsv", () => {
  it("reads back what toCsv writes", () => {
    const header = ["管理番号", "説明"];
    const row = ["12", 'いすゞ "エルフ", 2t\r\n平ボディ'];
    expect(parseCsv(toCsv(header, [row]))).toEqual({ ok: true, rows: [header, row] });
  });

  it.each([
    ["quoted commas", 'a,"b,c"\r\n', [["a", "b,c"]]],
    ["doubled quotes", '"4t ""ユニック""",""\r\n', [['4t "ユニック"', ""]]],
    ["a line break inside quotes, one row", '"1行目\r\n2行目",x\r\ny\r\n', [["1行目\r\n2行目", "x"], ["y"]]],
    [
      "CRLF",
      "a,b\r\nc,d\r\n",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "LF",
      "a,b\nc,d\n",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "no line end after the last row",
      "a,b\nc,d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    ["a BOM", "\uFEFF管理番号,車両名\r\n", [["管理番号", "車両名"]]],
    ["rows of different widths", "a,b,c\nd\n", [["a", "b", "c"], ["d"]]],
    [
      "LF or CR line ends, empty cells and empty lines, so row numbers match the spreadsheet's",
      "a,,c\n\nd,e,\rf\r\n",
      [["a", "", "c"], [""], ["d", "e", ""], ["f"]],
    ],
    ["control characters as typed (the importer's schema judges them)", 'a\u0007b,"c\td"\n', [["a\u0007b", "c\td"]]],
    ["nothing", "", []],
  ])("reads %s", (_, text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });

  it.each([
    ["a quote never closed", '見出し\r\n1\r\n"2,3\r\n4\r\n5\r\n', 3],
    ["a quote never closed, after empty lines and a quoted line break", 'h\n\n"a\nb"\n"open\n', 4],
    ["a quote in the middle of an unquoted cell", 'h\r\n22.5",x\r\n', 2],
    ["text after a closing quote", 'h\r\n"a"b,x\r\n', 2],
    ["a doubled quote that leaves the cell open", 'h\n"a""\n', 2],
  ])("refuses %s, naming the row it starts on", (_, text, row) => {
    expect(parseCsv(text)).toEqual({ ok: false, row });
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

describe("datedCsvName", () => {
  it.each([
    ["2026-11-27T14:59:59Z", "orders-2026-11-27.csv"],
    ["2026-11-27T15:00:00Z", "orders-2026-11-28.csv"],
    // 02:12 on the 28th in Japan, still the 27th by the server's clock.
    ["2026-11-27T17:12:00Z", "orders-2026-11-28.csv"],
    ["2026-12-31T15:00:00Z", "orders-2027-01-01.csv"],
  ])("dates an export made at %s by the day in Japan", (at, name) => {
    expect(datedCsvName("orders", new Date(at))).toBe(name);
  });
});
