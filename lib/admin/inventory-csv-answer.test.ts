import { describe, expect, it } from "vitest";
import { inventoryCsvAnswer } from "./inventory-csv-answer";

describe("the CSV route's answer", () => {
  it("says a problem with the whole file as the form's message, with its limit", () => {
    expect(
      inventoryCsvAnswer({ ok: false, problems: [{ row: null, column: null, code: "tooLarge", value: 2 }] }),
    ).toEqual({ ok: false, formError: { code: "tooLarge", value: 2 }, fieldErrors: {} });
  });

  it("carries the rows' problems, each a typed field message, beside a general refusal", () => {
    const problems = [
      { row: 2, column: "makerId", code: "unknownChoice" },
      { row: 3, column: "nameJa", code: "maxLength", value: 100 },
    ] as const;
    expect(inventoryCsvAnswer({ ok: false, problems: [...problems] })).toEqual({
      ok: false,
      formError: { code: "invalid" },
      fieldErrors: {},
      problems,
    });
  });

  it("gives what a check plans and what an import did as its value", () => {
    expect(inventoryCsvAnswer({ ok: true, created: 2, updated: 1, unchanged: 3 })).toEqual({
      ok: true,
      value: { created: 2, updated: 1, unchanged: 3 },
    });
  });
});
