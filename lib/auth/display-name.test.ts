import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/actions/result";
import { displayNameSchema } from "@/lib/admin/account-schemas";
import { DISPLAY_NAME_MAX_LENGTH, displayNameOf } from "./display-name";

describe("how a staff member is named", () => {
  it.each([
    ["山田 太郎", "山田 太郎"],
    ["  山田 太郎 ", "山田 太郎"],
    // An account made before names were asked for: its email, until someone names it.
    ["", "staff@example.jp"],
    ["   ", "staff@example.jp"],
  ])("%j is shown as %j", (name, shown) => {
    expect(displayNameOf({ name, email: "staff@example.jp" })).toBe(shown);
  });
});

describe("a display name as staff type it", () => {
  const max = "あ".repeat(DISPLAY_NAME_MAX_LENGTH);
  it.each([
    ["  山田 太郎  ", { ok: "山田 太郎" }],
    [max, { ok: max }],
    ["", { code: "required" }],
    ["   ", { code: "required" }],
    [`${max}あ`, { code: "maxLength", value: DISPLAY_NAME_MAX_LENGTH }],
    ["山田\n太郎", { code: "lineBreak" }],
    ["山田\u0007太郎", { code: "controlCharacter" }],
  ])("%j gives %j", (typed, expected) => {
    const parsed = displayNameSchema.safeParse({ name: typed });
    if ("ok" in expected) expect(parsed.data).toEqual({ name: expected.ok });
    else expect(fieldErrorsOf(parsed.error!).name).toEqual(expected);
  });
});
