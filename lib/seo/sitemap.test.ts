// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sitemapIndex, sitemapLayout, urlset, type SitemapEntry } from "./sitemap";

const ORIGIN = "https://www.toho-truck.example";
const entry = (n: number): SitemapEntry => ({
  url: `${ORIGIN}/jp/sale/item/t-${n}`,
  lastModified: "2026-11-24T00:00:00.000Z",
  languages: { ja: `${ORIGIN}/jp/sale/item/t-${n}`, en: `${ORIGIN}/en/sale/item/t-${n}` },
});

describe("the sitemap's files", () => {
  it("are one while every URL fits, pages and vehicles in both languages", () => {
    expect(sitemapLayout(300, 850)).toEqual({ single: true, parts: 2, pageParts: 1 });
    expect(sitemapLayout(300, 851).single).toBe(false);
  });

  it("beyond that, the pages' parts and then the vehicles', none over the limit", () => {
    // 120,000 vehicles in two languages and 2,500 pages: far beyond the protocol's 50,000 URLs per file.
    expect(sitemapLayout(2_500, 120_000)).toEqual({ single: false, parts: 2 + 120, pageParts: 2 });
    expect(sitemapLayout(10, 1_001)).toEqual({ single: false, parts: 1 + 2, pageParts: 1 });
  });

  it("list URLs with their alternates, or the parts, as the protocol writes them", () => {
    const xml = urlset([entry(1), entry(2)]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/sale/item/t-2" />`);
    expect(xml).toContain("<lastmod>2026-11-24T00:00:00.000Z</lastmod>");
    const index = sitemapIndex([`${ORIGIN}/sitemaps/0.xml`, `${ORIGIN}/sitemaps/1.xml`]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/1.xml</loc></sitemap>`);
  });

  it("escape what XML would read as markup", () => {
    expect(urlset([{ url: `${ORIGIN}/jp/a?b=1&c=<d>`, languages: {} }])).toContain(
      `<loc>${ORIGIN}/jp/a?b=1&amp;c=&lt;d&gt;</loc>`,
    );
  });
});
