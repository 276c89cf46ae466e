import { describe, expect, it } from "vitest";
import { documentFileName, documentNumber, QUOTE_VALID_DAYS, quoteValidUntil } from "./document-kinds";

describe("document kinds", () => {
  it("number a quote with Q and six digits, and name its file so", () => {
    expect(documentNumber("quote", 12)).toBe("Q-000012");
    expect(documentNumber("quote", 1)).toBe("Q-000001");
    expect(documentNumber("quote", 1_234_567)).toBe("Q-1234567");
    expect(documentFileName("quote", 12)).toBe("Q-000012.pdf");
  });

  it.each([
    ["order", "OR-000007"],
    ["invoice", "INV-000007"],
    ["receipt", "RC-000007"],
  ] as const)("number each kind apart: %s 7 is %s", (kind, number) => {
    expect(documentNumber(kind, 7)).toBe(number);
  });

  it.each([
    ["2026-12-25", "2027-01-08"],
    ["2027-02-20", "2027-03-06"],
    ["2028-02-20", "2028-03-05"],
  ])("hold a quote issued on %s until %s", (issuedOn, until) => {
    expect(QUOTE_VALID_DAYS).toBe(14);
    expect(quoteValidUntil(issuedOn)).toBe(until);
  });
});
