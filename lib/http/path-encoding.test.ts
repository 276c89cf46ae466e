import { describe, expect, it } from "vitest";
import { normalizedPath, readablePath, repairedPath } from "./path-encoding";

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

describe("readablePath", () => {
  it("decodes what the address bar escaped, Japanese included", () => {
    expect(readablePath("/jp/%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84")).toBe("/jp/存在しない");
    expect(readablePath("/en/%3Cscript%3E")).toBe("/en/<script>");
  });

  it("shows a repaired path as the visitor typed it, and an undecodable one as it is", () => {
    expect(readablePath(repairedPath("/jp/%FF")!)).toBe("/jp/%FF");
    expect(readablePath("/jp/%E3%81")).toBe("/jp/%E3%81");
  });

  it("writes escaped letters, digits and -._~ as themselves, and leaves every other escape alone", () => {
    expect(normalizedPath("/jp/%61dmin/orders")).toBe("/jp/admin/orders");
    expect(normalizedPath("/jp/%41%44MIN%2d%5F%7e")).toBe("/jp/ADMIN-_~");
    expect(normalizedPath("/jp/admin%2Forders")).toBeNull();
    expect(normalizedPath("/jp/%E5%AD%98%e5%ad%98")).toBeNull();
    expect(normalizedPath("/jp/admin/orders")).toBeNull();
  });
});
