// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { canonicalAndAlternates, everyLanguage } = await import("./metadata");

describe("canonicalAndAlternates", () => {
  it("indexes a page in each language at its own URL, with the language-free path as x-default", () => {
    expect(canonicalAndAlternates("en", everyLanguage("/sale"))).toEqual({
      canonical: "/en/sale",
      languages: { ja: "/jp/sale", en: "/en/sale", "x-default": "/sale" },
    });
    expect(canonicalAndAlternates("ja", everyLanguage("/")).canonical).toBe("/jp");
  });

  it("points a text written in one language to that language's URL from either view", () => {
    const onlyInEnglish = { en: "/blog/5" };
    expect(canonicalAndAlternates("ja", onlyInEnglish)).toEqual({
      canonical: "/en/blog/5",
      languages: { en: "/en/blog/5" },
    });
  });

  it("pairs a post with its translation", () => {
    expect(canonicalAndAlternates("ja", { ja: "/blog/3", en: "/blog/4" })).toEqual({
      canonical: "/jp/blog/3",
      languages: { ja: "/jp/blog/3", en: "/en/blog/4" },
    });
  });
});
