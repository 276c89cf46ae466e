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
    expect(parseCsv(toCsv(header, [row]))).toEqual([header, row]);
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
