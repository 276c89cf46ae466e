import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

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
