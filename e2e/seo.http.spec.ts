import { expect, test, type APIRequestContext } from "@playwright/test";
import { company } from "../lib/company";
import { blogStories } from "../prisma/seed/content";
import { copy, serverHtml } from "./support";

// What search engines and link previews read: titles, descriptions, canonical and hreflang links, Open
// Graph and Twitter tags, structured data, the sitemap and robots.txt. All of it is in the first HTML the server
// sends, which is what a crawler reads. How each page's canonical and alternate URLs are made is
// lib/seo/metadata.test.ts › "canonicalAndAlternates"; the sitemap's files, lib/seo/sitemap.test.ts.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The attributes of each <meta> and <link> tag of a document, outside its scripts. */
function tagsOf(html: string, name: "meta" | "link") {
  const outsideScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, " ");
  return [...outsideScripts.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map(
    (tag) =>
      Object.fromEntries(
        [...tag[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), decode(value)]),
      ) as Record<string, string | undefined>,
  );
}

/** What a crawler reads in a page's head (Next may stream a dynamic page's tags after its body: the whole document). */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { html, title } = await serverHtml(response);
  const metas = tagsOf(html, "meta");
  const links = tagsOf(html, "link");
  // As a crawler resolves them (the home page's x-default, "http://host", is "http://host/").
  const href = (link: Record<string, string | undefined>) => (link.href ? new URL(link.href).href : undefined);
  const meta = (key: string) => metas.find((tag) => tag.name === key || tag.property === key)?.content ?? null;
  return {
    title: decode(title),
    description: meta("description"),
    canonical: href(links.find((link) => link.rel === "canonical") ?? {}) ?? null,
    alternates: Object.fromEntries(
      links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang, href(link)]),
    ),
    og: {
      type: meta("og:type"),
      url: meta("og:url"),
      image: meta("og:image"),
      locale: meta("og:locale"),
    },
    twitter: { card: meta("twitter:card") },
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      // Read as a crawler reads it: any shape.
      (script) => JSON.parse(script[1]),
    ),
  };
}

const types = (jsonLd: { "@type": string | string[] }[]) => jsonLd.flatMap((data) => data["@type"]);

const PAGES = [
  "",
  "/sale",
  "/sale/wing",
  "/services",
  "/company",
  "/kaitori",
  "/truckauction",
  "/blog",
  "/reviews",
  "/contact",
  "/bodyseisaku",
];

test.describe("search engines and sharing", () => {
  test("every public page names itself, its languages and its share card, in both languages", async ({
    request,
    baseURL,
  }) => {
    for (const locale of ["jp", "en"] as const) {
      for (const path of PAGES) {
        const page = `/${locale}${path}`;
        const tags = await head(request, page);
        expect(tags.title, page).not.toBe("");
        expect(tags.description?.length ?? 0, page).toBeGreaterThan(20);
        expect(tags.canonical, page).toBe(`${baseURL}${page}`);
        expect(tags.alternates, page).toEqual({
          ja: `${baseURL}/jp${path}`,
          en: `${baseURL}/en${path}`,
          "x-default": `${baseURL}${path || "/"}`,
        });
        expect(tags.og.url, page).toBe(tags.canonical);
        expect(tags.og.locale, page).toBe(locale === "jp" ? "ja_JP" : "en_US");
        expect(tags.og.image, page).toBe(`${baseURL}/api/share-image/${locale}`);
        expect(tags.twitter.card, page).toBe("summary_large_image");
      }
    }
  });

  test("the home page and the company page describe the dealer", async ({ request }) => {
    for (const path of ["/jp", "/en/company"]) {
      const dealer = (await head(request, path)).jsonLd.find((data) => data["@type"] === "AutoDealer");
      expect(dealer, path).toMatchObject({
        telephone: company.phoneE164,
        address: { "@type": "PostalAddress", addressCountry: "JP" },
      });
      const [hours] = dealer.openingHoursSpecification;
      expect(hours).toMatchObject({ opens: "08:30", closes: "18:00" });
      expect(hours.dayOfWeek).toHaveLength(6);
    }
  });

  test("a vehicle page carries its price, breadcrumbs and a share image made from its photo", async ({ request }) => {
    const tags = await head(request, `/jp${VEHICLE}`);
    expect(types(tags.jsonLd)).toEqual(expect.arrayContaining(["Vehicle", "BreadcrumbList"]));
    const vehicle = tags.jsonLd.find((data) => types([data]).includes("Vehicle"));
    expect(vehicle.offers).toMatchObject({
      "@type": "Offer",
      priceCurrency: "JPY",
      availability: "https://schema.org/InStock",
      priceSpecification: { valueAddedTaxIncluded: true },
    });
    expect(vehicle.offers.price).toBeGreaterThan(0);
    const crumbs = tags.jsonLd.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      copy.jp("nav.home"),
      copy.jp("catalogue.saleTitle"),
      expect.any(String),
      expect.stringContaining("エルフ"),
    ]);

    expect(tags.og.image).toMatch(/\/api\/share-image\/jp\/sale\/isuzu-elf-2017-10001\?v=[\w-]{16}$/);
    const image = await request.get(tags.og.image!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect((await image.body()).length).toBeGreaterThan(30_000);
  });

  test("share cards and the sitemap are made once and then served from the cache", async ({ request }) => {
    await request.get(`/jp${VEHICLE}`);
    const card = `/api/share-image/en/sale/${VEHICLE.split("/").pop()}`;
    const page = await (await request.get(`/en${VEHICLE}`)).text();
    const versioned = /<meta property="og:image" content="[^"]*(\/api\/share-image\/[^"]+)"/
      .exec(page)![1]
      .replaceAll("&amp;", "&");
    expect(versioned.startsWith(`${card}?v=`)).toBe(true);
    const first = await request.get(versioned);
    const again = await request.get(versioned);
    expect(again.headers()["server-timing"]).toBe('share-card;desc="cached"');
    expect(Buffer.compare(await first.body(), await again.body())).toBe(0);
    // The card of this version never changes; a URL without it (or an old one) may show a new price soon.
    expect(again.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const unversioned = await request.get(card);
    expect(unversioned.headers()["cache-control"]).toBe("public, max-age=300");
    expect(unversioned.headers()["server-timing"]).toBe('share-card;desc="cached"');

    await request.get("/sitemap.xml");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["server-timing"]).toMatch(
      /^sitemap-pages;desc="cached", sitemap-vehicles;desc="cached", sitemap-part;desc="cached"$/,
    );
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    // The demo's few hundred URLs fit one file: there are no parts.
    expect((await request.get("/sitemaps/0.xml")).status()).toBe(404);
  });

  test("a blog post is a BlogPosting, indexed at the URL of the language it is written in", async ({
    request,
    baseURL,
  }) => {
    // A post of the demo's, found by its title in the English list: the staff journeys add and delete their own.
    const list = (await serverHtml(await request.get("/en/blog"))).markup;
    const title = blogStories[0].en.title;
    const at = list.indexOf(`>${title}<`);
    expect(at, title).toBeGreaterThan(0);
    const post = [...list.slice(0, at).matchAll(/href="(\/(?:jp|en)\/blog\/\d+)"/g)].pop()![1];
    const tags = await head(request, post);
    const posting = tags.jsonLd.find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-/),
      inLanguage: expect.stringMatching(/^(ja|en)$/),
    });
    expect(tags.canonical).toBe(posting.url);
    expect(tags.og.type).toBe("article");
    expect(tags.canonical!.startsWith(`${baseURL}/${posting.inLanguage === "ja" ? "jp" : "en"}/blog/`)).toBe(true);
  });

  test("the sitemap lists every public page and vehicle in both languages, with hreflang", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    for (const path of [
      "/jp",
      "/en",
      "/jp/sale",
      "/en/company",
      `/jp${VEHICLE}`,
      `/en${VEHICLE}`,
      "/jp/contact/assessment",
    ]) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en${VEHICLE}" />`);
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt keeps crawlers out of the staff area and names the sitemap", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /jp/admin");
    expect(robots).toContain("Disallow: /en/admin");
    expect(robots).toContain("Allow: /api/share-image/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
