import { describe, expect, it } from "vitest";
import { buttonClass } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    // Joined, not merged: which of two utilities wins is the stylesheet's to say (see app/globals.css).
    { inputs: ["px-4 py-2", "px-2"], expected: "px-4 py-2 px-2" },
    { inputs: ["mt-1", false, undefined, null, "", "font-mono"], expected: "mt-1 font-mono" },
    { inputs: [{ "bg-white": false, "bg-slate-50": true }], expected: "bg-slate-50" },
  ])("$inputs → $expected", ({ inputs, expected }) => {
    expect(cn(...inputs)).toBe(expected);
  });
});

describe("buttonClass", () => {
  it.each([
    { style: {}, expected: "btn btn-primary btn-md" },
    { style: { variant: "remove", size: "sm" }, expected: "btn btn-remove btn-sm" },
    { style: { variant: "accent", size: "lg", block: true }, expected: "btn btn-accent btn-lg btn-block" },
    // The caller's classes come last; the cascade lets them win over the button's own (components layer).
    { style: { size: "sm", className: "grid w-auto" }, expected: "btn btn-primary btn-sm grid w-auto" },
  ] as const)("$style → $expected", ({ style, expected }) => {
    expect(buttonClass(style)).toBe(expected);
  });
});
