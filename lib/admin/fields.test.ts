import { describe, expect, it } from "vitest";
import {
  dayField,
  lineField,
  optionalIdField,
  positionField,
  readEntryId,
  readListQuery,
  recordTarget,
  rowIdField,
} from "./fields";

describe("staff form fields", () => {
  it("take an edit page's id only as 'new' or an id a row can have", () => {
    expect(readEntryId("new")).toBe("new");
    expect(readEntryId("42")).toBe(42);
    expect(readEntryId("2147483647")).toBe(2147483647);
    for (const hostile of ["0", "-1", "01", "1e3", "2147483648", "99999999999", "42abc", ""])
      expect(readEntryId(hostile), hostile).toBeNull();
  });

  it("bound a list's page and search text", () => {
    expect(readListQuery({})).toEqual({ q: "", page: 1 });
    expect(readListQuery({ q: ["  日野 ", "x"], page: "3" })).toEqual({ q: "日野", page: 3 });
    expect(readListQuery({ page: "1e30" }).page).toBe(1);
    expect(readListQuery({ page: "999999999999" }).page).toBe(10_000);
    expect(readListQuery({ q: "あ".repeat(500) }, 60).q).toHaveLength(60);
    // PostgreSQL cannot compare a NUL: it reads as a space, as in the public search.
    expect(readListQuery({ q: "\u0000日\u0000野" }).q).toBe("日 野");
  });

  it("refuse days that do not exist and ids that cannot", () => {
    expect(dayField.safeParse("2026-11-23").success).toBe(true);
    expect(dayField.safeParse("2026-02-30").success).toBe(false);
    expect(dayField.safeParse("2026-13-01").success).toBe(false);
    expect(optionalIdField.parse("")).toBeNull();
    expect(optionalIdField.parse("7")).toBe(7);
    expect(optionalIdField.safeParse("2147483648").success).toBe(false);
    expect(optionalIdField.safeParse("1.5").success).toBe(false);
  });

  it("read the ids and versions forms and buttons send by the one parser (lib/http/url-values)", () => {
    for (const field of [rowIdField, recordTarget.id, recordTarget.version]) {
      expect(field.parse("42")).toBe(42);
      expect(field.parse(42)).toBe(42);
      for (const hostile of ["1e0", "2147483648", 2147483648, 1.5])
        expect(field.safeParse(hostile).error?.issues[0].message, String(hostile)).toBe("invalidFormat");
    }
    expect(recordTarget.id.parse("")).toBeNull();
    expect(recordTarget.version.parse(undefined)).toBeNull();
    expect(rowIdField.safeParse("").success).toBe(false);
    expect(optionalIdField.safeParse("1e0").error?.issues[0].message).toBe("chooseOne");
  });

  it("read a position as staff type it, up to 9999", () => {
    expect(positionField.parse("")).toBe(0);
    expect(positionField.parse(" １２ ")).toBe(12);
    expect(positionField.parse("007")).toBe(7);
    expect(positionField.parse("9999")).toBe(9999);
    for (const [typed, message] of [
      ["10000", "maxValue:9999"],
      ["99999999999", "maxValue:9999"],
      ["-1", "minValue:0"],
      ["1.5", "integer"],
      ["1e3", "integer"],
      ["0x10", "integer"],
    ])
      expect(positionField.safeParse(typed).error?.issues[0].message, typed).toBe(message);
  });

  it("keep one-line text as staff typed it, but for the spaces around it", () => {
    expect(lineField(40).parse("　①荷台鉄板張り　納期：1～2週間 －30℃ ")).toBe("①荷台鉄板張り　納期：1～2週間 －30℃");
    expect(lineField(20).safeParse("   ").success).toBe(false);
    expect(lineField(20, { optional: true }).parse(undefined)).toBe("");
  });
});
