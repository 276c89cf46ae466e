import { describe, expect, it } from "vitest";
import { readerOf } from "./listing-kind";

describe("who reads a listing", () => {
  it.each([
    ["sale", "buyer"],
    ["purchase", "seller"],
  ] as const)("a %s listing speaks to a %s", (kind, reader) => {
    expect(readerOf(kind)).toBe(reader);
  });
});
