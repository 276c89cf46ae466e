import { describe, expect, it } from "vitest";
import { readerOfRequest } from "./reader";

describe("readerOfRequest", () => {
  it.each([
    ["purchase", "buyer"],
    ["auction", "buyer"],
    ["sale", "seller"],
    ["assessment", "seller"],
    [null, null],
  ] as const)("the %s form is read by a %s", (type, reader) => {
    expect(readerOfRequest(type)).toBe(reader);
  });
});
