import { describe, expect, it } from "vitest";
import { readYen } from "./yen-input";

describe("a price as staff type it", () => {
  it.each([
    ["498万", 4_980_000],
    ["498万円", 4_980_000],
    ["4,980,000", 4_980_000],
    ["4980000円", 4_980_000],
    ["¥4,980,000", 4_980_000],
    ["４９８万", 4_980_000],
    ["４，９８０，０００円", 4_980_000],
    ["498.5万", 4_985_000],
    ["498万5000", 4_985_000],
    ["1億2000万", 120_000_000],
    ["1.5億", 150_000_000],
    [" 0 ", 0],
    ["0.0001万", 1],
  ])("reads %s as %d yen", (text, yen) => {
    expect(readYen(text)).toBe(yen);
  });

  it("reads a figure too long to be exact as one above every limit, not as words", () => {
    expect(readYen("9".repeat(40))).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });

  it("reads a blank field as no price", () => {
    expect(readYen("")).toBeNull();
    expect(readYen("  ")).toBeNull();
  });

  it.each(["-5000", "498万12345", "0.00001万", "12.5", "abc", "円", "万", "498万万", "5千"])("refuses %s", (text) => {
    expect(readYen(text)).toBe("unreadable");
  });
});
