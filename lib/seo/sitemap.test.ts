// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sitemapDocument, type SitemapEntry } from "./sitemap";

const ORIGIN = "https://www.toho-truck.example";
const entry = (n: number): SitemapEntry => ({ url: `${ORIGIN}/jp/sale/item/t-${n}`, lastModified: "2026-11-24T00:00:00.000Z", languages: { ja: `${ORIGIN}/jp/sale/item/t-${n}`, en: `${ORIGIN}/en/sale/item/t-${n}` } });
const list = (count: number) => Array.from({ length: count }, (_, n) => entry(n));

describe("the sitemap document", () => {
  it("lists every URL in one file, with its alternates, while they fit", () => {
    const xml = sitemapDocument(ORIGIN, list(3), null, 3)!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/sale/item/t-2" />`);
    expect(xml).toContain("<lastmod>2026-11-24T00:00:00.000Z</lastmod>");
    expect(sitemapDocument(ORIGIN, list(3), 0, 3)).toBeNull();
  });

  it("becomes an index of files of at most the limit each beyond it, every URL in exactly one", () => {
    const index = sitemapDocument(ORIGIN, list(7), null, 3)!;
    expect(index).toContain("<sitemapindex");
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([0, 1, 2].map((part) => `${ORIGIN}/sitemaps/${part}.xml`));
    const parts = [0, 1, 2].map((part) => sitemapDocument(ORIGIN, list(7), part, 3)!);
    expect(parts.map((xml) => xml.match(/<url>/g)!.length)).toEqual([3, 3, 1]);
    expect(parts.join("")).toContain("/t-6</loc>");
    expect(sitemapDocument(ORIGIN, list(7), 3, 3)).toBeNull();
  });

  it("escapes what XML would read as markup", () => {
    const xml = sitemapDocument(ORIGIN, [{ url: `${ORIGIN}/jp/a?b=1&c=<d>`, languages: {} }], null)!;
    expect(xml).toContain(`<loc>${ORIGIN}/jp/a?b=1&amp;c=&lt;d&gt;</loc>`);
  });
});
