import { describe, expect, it } from "vitest";
import { emailKey, phoneKey } from "./keys";

describe("customer keys", () => {
  it.each([
    ["09012345678", "09012345678"],
    ["090-1234-5678", "09012345678"],
    ["０９０－１２３４－５６７８", "09012345678"],
    ["090ー1234ー5678", "09012345678"],
    ["+81 90-1234-5678", "09012345678"],
    ["+81 (0)90 1234 5678", "09012345678"],
    ["+254712345678", "254712345678"],
    ["not a number", ""],
    ["", ""],
  ])("reads the phone %s as %s", (typed, key) => {
    expect(phoneKey(typed)).toBe(key);
  });

  it.each([
    ["Taro@Example.com", "taro@example.com"],
    ["  TARO@EXAMPLE.COM ", "taro@example.com"],
    ["ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ", "taro@example.com"],
  ])("reads the address %s as %s", (typed, key) => {
    expect(emailKey(typed)).toBe(key);
  });
});
