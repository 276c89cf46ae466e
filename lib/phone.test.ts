import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref, phoneSearchDigits, readPhone } from "./phone";

describe("readPhone", () => {
  it.each([
    // [typed, visitor outside Japan, stored or the message's code]
    ["090-1234-5678", false, "09012345678"],
    ["０９０－１２３４－５６７８", false, "09012345678"],
    ["090ー1234ー5678", false, "09012345678"],
    ["(052) 000-8600", false, "0520008600"],
    ["+81 90-1234-5678", false, "09012345678"],
    ["+81 (0)90-1234-5678", false, "09012345678"],
    ["＋８１ ９０ １２３４ ５６７８", true, "09012345678"],
    ["81 90 1234 5678", true, "09012345678"],
    ["+254 712 345 678", true, "+254712345678"],
    ["+254 712 345 678", false, "+254712345678"],
    ["254712345678", true, "+254712345678"],
    ["00254 712 345 678", true, "+254712345678"],
    ["010-254-712-345-678", false, "+254712345678"],
    ["+1 (202) 555-0123", true, "+12025550123"],
    ["+44 20 7946 0018", false, "+442079460018"],
    // The trunk 0 some write in brackets after the country code is not dialled from abroad.
    ["+254 (0)712 345 678", true, "+254712345678"],
    ["+44 (0)20 7946 0018", true, "+442079460018"],
  ])("stores %s (abroad: %s) as %s", (typed, abroad, stored) => {
    expect(readPhone(typed, abroad)).toEqual({ ok: true, phone: stored });
  });

  it.each([
    ["090-abcd-5678", false, "phoneCharacters"],
    ["tel: 090", false, "phoneCharacters"],
    ["090+1234", true, "phoneCharacters"],
    ["090-12", false, "phoneDigits"],
    ["090123456789", false, "phoneDigits"],
    ["+81 90 1234", true, "phoneDigits"],
    ["9012345678", false, "phoneFormat"],
    ["254712345678", false, "phoneDigits"],
    // A domestic number abroad could be any country's: 0712 345 678 is Kenya's, or Japan's 071-234-5678.
    ["0712345678", true, "phoneCountryCode"],
    ["090-1234-5678", true, "phoneCountryCode"],
    ["+254 12", true, "phoneInvalid"],
    ["12345", true, "phoneInvalid"],
    ["+999 123 456 789", false, "phoneInvalid"],
  ])("refuses %s (abroad: %s) with %s", (typed, abroad, error) => {
    expect(readPhone(typed, abroad)).toEqual({ ok: false, error });
  });
});

describe("formatPhone", () => {
  it.each([
    // Mobile and IP numbers 3-4-4.
    ["09012345678", "090-1234-5678"],
    ["08012345678", "080-1234-5678"],
    ["05012345678", "050-1234-5678"],
    // A fixed line grouped by the length of its area code: Tokyo, Osaka, Yokohama; Fujisawa, Musashino, Kushiro
    // and Furano have four digits, 01267 (Hokkaido) five.
    ["0312345678", "03-1234-5678"],
    ["0612345678", "06-1234-5678"],
    ["0451234567", "045-123-4567"],
    ["0466251111", "0466-25-1111"],
    ["0422515131", "0422-51-5131"],
    ["0154235151", "0154-23-5151"],
    ["0167452111", "0167-45-2111"],
    ["0126712345", "01267-1-2345"],
    // Free dial and navi dial 4-3-3, 0800 4-3-4.
    ["0120123456", "0120-123-456"],
    ["0570123456", "0570-123-456"],
    ["08001234567", "0800-123-4567"],
    // A number abroad in the international format.
    ["+254712345678", "+254 712 345678"],
    ["+12025550123", "+1 202 555 0123"],
    ["+442079460018", "+44 20 7946 0018"],
    // Anything else as it came.
    ["12345", "12345"],
    ["090123456789", "090123456789"],
    ["+", "+"],
    ["", ""],
  ])("writes %s as %s", (stored, written) => {
    expect(formatPhone(stored)).toBe(written);
  });
});

describe("phoneHref", () => {
  it("dials a Japanese number as stored and one abroad with its +", () => {
    expect(phoneHref("09012345678")).toBe("tel:09012345678");
    expect(phoneHref("+254712345678")).toBe("tel:+254712345678");
  });
});

describe("phoneSearchDigits", () => {
  it.each([
    ["090-1234-5678", "09012345678"],
    ["+81 90 1234 5678", "09012345678"],
    ["+254 712", "254712"],
    ["０９０", "090"],
    ["山田", "山田"],
  ])("searches %s as %s", (typed, digits) => {
    expect(phoneSearchDigits(typed)).toBe(digits);
  });
});
