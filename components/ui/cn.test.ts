import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    { inputs: ["px-4 py-2", "px-2"], expected: "py-2 px-2" },
    { inputs: ["p-4", "px-2"], expected: "p-4 px-2" },
    { inputs: ["text-sm text-ink", "text-muted"], expected: "text-sm text-muted" },
    { inputs: ["mt-1", false, undefined, null, "", "font-mono"], expected: "mt-1 font-mono" },
    { inputs: [{ "bg-white": false, "bg-slate-50": true }], expected: "bg-slate-50" },
    { inputs: ["hidden", "pc:grid"], expected: "hidden pc:grid" },
  ])("$inputs → $expected", ({ inputs, expected }) => {
    expect(cn(...inputs)).toBe(expected);
  });
});

describe("buttonClass", () => {
  it("lets a caller's padding and width win over the size's", () => {
    const classes = buttonClass({ size: "sm", className: "px-2 w-auto" }).split(" ");
    expect(classes).toContain("px-2");
    expect(classes).not.toContain("px-3");
  });

  it("keeps the size's padding when the caller says nothing of it", () => {
    expect(buttonClass({ size: "sm", className: "whitespace-nowrap" }).split(" ")).toEqual(
      expect.arrayContaining(["px-3", "whitespace-nowrap"]),
    );
  });

  it("gives a link that looks like a button none of the disabled look, which only a control can take", () => {
    expect(buttonClass({ link: true })).not.toContain("disabled:");
    expect(buttonClass()).toContain("disabled:opacity-60");
  });

  it("lets a block button's caller keep it narrow", () => {
    const classes = buttonClass({ block: true, className: "w-auto" }).split(" ");
    expect(classes).toContain("w-auto");
    expect(classes).not.toContain("w-full");
  });
});
