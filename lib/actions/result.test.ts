import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "@/lib/zod";
import {
  failed,
  fieldErrorOf,
  fieldErrorsOf,
  fieldMessage,
  type FieldError,
  type FieldErrors,
  type FormError,
  type FormErrorCode,
} from "./result";

afterEach(() => vi.restoreAllMocks());

describe("a schema's message as a field error", () => {
  it.each<[string, FieldError]>([
    ["required", { code: "required" }],
    ["maxLength:40", { code: "maxLength", value: 40 }],
    ["minValue:0", { code: "minValue", value: 0 }],
    ["exactLength:3", { code: "exactLength", value: 3 }],
    ["emailTaken", { code: "emailTaken" }],
    ["yesOrNo", { code: "yesOrNo" }],
    ["unknownPlaceholder:{customer Name}", { code: "unknownPlaceholder", value: "{customer Name}" }],
    ["unknownPlaceholder:{price}: {12}", { code: "unknownPlaceholder", value: "{price}: {12}" }],
    ["unfilledPlaceholder:{customerName}", { code: "unfilledPlaceholder", value: "{customerName}" }],
  ])("reads %s", (message, error) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(fieldErrorOf(message)).toEqual(error);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    "tooLongg:40",
    "maxLength:forty",
    "maxLength:4:0",
    "maxLength:",
    "Invalid input: expected string",
    "",
    "toString",
  ])("says %j as the general message and logs it, never passing it on unread", (message) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(fieldErrorOf(message)).toEqual({ code: "invalidFormat" });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain("validation.unknownCode");
  });

  it("is written and read back the same way", () => {
    expect(fieldErrorOf(fieldMessage("maxLength", 120))).toEqual({ code: "maxLength", value: 120 });
    expect(fieldErrorOf(fieldMessage("katakana"))).toEqual({ code: "katakana" });
    expect(fieldErrorOf(fieldMessage("unknownPlaceholder", "{12}"))).toEqual({
      code: "unknownPlaceholder",
      value: "{12}",
    });
  });

  it("keeps the first message of each field, as plain data", () => {
    const schema = z.object({
      name: z.string().max(3, { error: fieldMessage("maxLength", 3) }),
      kana: z.string().refine(() => false, { error: "katakana" }),
    });
    const errors = fieldErrorsOf(schema.safeParse({ name: "トラック", kana: "x" }).error!);
    expect(errors).toEqual({ name: { code: "maxLength", value: 3 }, kana: { code: "katakana" } });
    expect(JSON.parse(JSON.stringify(errors))).toEqual(errors);
  });
});

describe("a form's message as data", () => {
  it.each<[FormErrorCode, number | string | undefined, FormError]>([
    ["invalid", undefined, { code: "invalid" }],
    ["signInRequired", undefined, { code: "signInRequired" }],
    ["inUse", 3, { code: "inUse", value: 3 }],
    ["busy", 5, { code: "busy", value: 5 }],
    ["rateLimited", 10, { code: "rateLimited", value: 10 }],
    ["throttled", 15, { code: "throttled", value: 15 }],
    ["unavailableSome", "1024, 1031", { code: "unavailableSome", value: "1024, 1031" }],
  ])("%s with %j crosses to the browser as it was made", (code, value, formError) => {
    const answer = failed(code, { value });
    expect(answer).toEqual({ ok: false, formError, fieldErrors: {} });
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
  });

  it("carries the fields' messages beside the form's", () => {
    const fieldErrors = { email: { code: "emailTaken" } } satisfies FieldErrors;
    expect(failed("invalid", { fieldErrors })).toEqual({ ok: false, formError: { code: "invalid" }, fieldErrors });
  });
});
