import { describe, expect, it } from "vitest";
import { formatPhone } from "./phone";

describe("formatPhone", () => {
  it("writes mobile and IP numbers 3-4-4", () => {
    expect(formatPhone("09012345678")).toBe("090-1234-5678");
    expect(formatPhone("08012345678")).toBe("080-1234-5678");
    expect(formatPhone("05012345678")).toBe("050-1234-5678");
  });

  it("groups a fixed line by the length of its area code", () => {
    expect(formatPhone("0312345678")).toBe("03-1234-5678");
    expect(formatPhone("0612345678")).toBe("06-1234-5678");
    expect(formatPhone("0451234567")).toBe("045-123-4567");
    // Fujisawa, Musashino, Kushiro and Furano have area codes of four digits, 01267 (Hokkaido) of five.
    expect(formatPhone("0466251111")).toBe("0466-25-1111");
    expect(formatPhone("0422515131")).toBe("0422-51-5131");
    expect(formatPhone("0154235151")).toBe("0154-23-5151");
    expect(formatPhone("0167452111")).toBe("0167-45-2111");
    expect(formatPhone("0126712345")).toBe("01267-1-2345");
  });

  it("writes free dial and navi dial 4-3-3, 0800 4-3-4", () => {
    expect(formatPhone("0120123456")).toBe("0120-123-456");
    expect(formatPhone("0570123456")).toBe("0570-123-456");
    expect(formatPhone("08001234567")).toBe("0800-123-4567");
  });

  it("leaves anything else as it came", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("090123456789")).toBe("090123456789");
    expect(formatPhone("")).toBe("");
  });
});
