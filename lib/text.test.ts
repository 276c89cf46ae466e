import { describe, expect, it } from "vitest";
import { hasNoControlCharacters, withoutControlCharacters } from "./text";

describe("control characters", () => {
  it("lets through what people type, line breaks and tabs included", () => {
    expect(hasNoControlCharacters("日野 レンジャー\r\n4t\tワイド・冷凍")).toBe(true);
  });

  it("finds NUL, escape and DEL", () => {
    for (const value of ["a\u0000b", "\u001b[31m", "x\u007f"]) expect(hasNoControlCharacters(value)).toBe(false);
  });

  it("turns them into spaces for a search", () => {
    expect(withoutControlCharacters("ダンプ\u0000日野\u0007")).toBe("ダンプ 日野 ");
  });
});
