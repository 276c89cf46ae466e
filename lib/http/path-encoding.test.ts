import { describe, expect, it } from "vitest";
import { repairedPath } from "./path-encoding";

describe("repairedPath", () => {
  it("leaves readable paths alone, Japanese included", () => {
    expect(repairedPath("/jp/sale")).toBeNull();
    expect(repairedPath("/jp/sale/%E3%83%80%E3%83%B3%E3%83%97")).toBeNull();
    expect(repairedPath("/en/a%20b%2Fc")).toBeNull();
  });

  it("escapes bytes that are not UTF-8 and stray percent signs", () => {
    expect(repairedPath("/jp/%FF%FE")).toBe("/jp/%25FF%25FE");
    expect(repairedPath("/jp/sale/%E3%81")).toBe("/jp/sale/%25E3%2581");
    expect(repairedPath("/jp/sale%")).toBe("/jp/sale%25");
    expect(repairedPath("/en/100%off")).toBe("/en/100%25off");
  });

  it("gives a path that decodes", () => {
    for (const path of ["/jp/%FF", "/%C0%AF", "/jp/%%%", "/jp/%E3%83%80%FF"]) {
      expect(() => decodeURIComponent(repairedPath(path)!)).not.toThrow();
    }
  });
});
