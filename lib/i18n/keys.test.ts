import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import { isMessageKey } from "./keys";

describe("isMessageKey", () => {
  it("accepts a key that names a message", () => {
    expect(isMessageKey(jp, "actions.saveFailed")).toBe(true);
    expect(isMessageKey(jp, "admin.orders.statuses.new")).toBe(true);
  });

  it("refuses a group of messages, an unknown key and inherited names", () => {
    expect(isMessageKey(jp, "admin.orders")).toBe(false);
    expect(isMessageKey(jp, "actions.noSuchCode")).toBe(false);
    expect(isMessageKey(jp, "actions.toString")).toBe(false);
    expect(isMessageKey({ actions: jp.actions }, "validation.required")).toBe(false);
  });

  it("accepts a message as the site's build compiles it, arguments and all", () => {
    const compiled = {
      validation: { tooLong: compile("{max}文字以内で入力してください"), required: compile("必須です") },
    };
    expect(Array.isArray(compiled.validation.tooLong)).toBe(true);
    expect(isMessageKey(compiled, "validation.tooLong")).toBe(true);
    expect(isMessageKey(compiled, "validation.required")).toBe(true);
    expect(isMessageKey(compiled, "validation.tooLong.0")).toBe(false);
  });
});
