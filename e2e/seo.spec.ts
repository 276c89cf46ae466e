import { expect, test, type Page } from "@playwright/test";

// What search engines and link previews read: titles, descriptions, canonical and hreflang links, Open
// Graph and Twitter tags, structured data, the sitemap and robots.txt.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content ?? null;
    const links = (rel: string) =>
      [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => ({
        hreflang: link.hreflang,
        href: link.href,
      }));
    return {
      title: document.title,
      description: meta("description"),
      canonical: links("canonical")[0]?.href ?? null,
      alternates: Object.fromEntries(
        links("alternate")
          .filter((link) => link.hreflang)
          .map((link) => [link.hreflang, link.href]),
      ),
      og: {
        title: meta("og:title"),
        type: meta("og:type"),
        url: meta("og:url"),
        image: meta("og:image"),
        locale: meta("og:locale"),
        siteName: meta("og:site_name"),
      },
      twitter: { card: meta("twitter:card"), title: meta("twitter:title") },
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent!),
      ),
    };
  });
}

const types = (jsonLd: { "@type": string | string[] }[]) => jsonLd.flatMap((data) => data["@type"]);

test.describe("search engines and sharing", () => {
  for (const locale of ["jp", "en"] as const) {
    for (const path of [
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
    ]) {
      test(`${path || "/"} names itself, its languages and its share card (${locale})`, async ({ page, baseURL }) => {
        await page.goto(`/${locale}${path}`);
        const tags = await head(page);
        expect(tags.title).not.toBe("");
        expect(tags.description?.length ?? 0).toBeGreaterThan(20);
        expect(tags.canonical).toBe(`${baseURL}/${locale}${path}`);
        expect(tags.alternates).toEqual({
          ja: `${baseURL}/jp${path}`,
          en: `${baseURL}/en${path}`,
          "x-default": `${baseURL}${path || "/"}`,
        });
        expect(tags.og.url).toBe(tags.canonical);
        expect(tags.og.locale).toBe(locale === "jp" ? "ja_JP" : "en_US");
        expect(tags.og.image).toBe(`${baseURL}/api/share-image/${locale}`);
        expect(tags.twitter.card).toBe("summary_large_image");
      });
    }
  }

  test("the home page and the company page describe the dealer", async ({ page }) => {
    for (const path of ["/jp", "/en/company"]) {
      await page.goto(path);
      const dealer = (await head(page)).jsonLd.find((data) => data["@type"] === "AutoDealer");
      expect(dealer, path).toMatchObject({
        telephone: "+81120555860",
        address: { "@type": "PostalAddress", addressCountry: "JP" },
      });
      expect(dealer.openingHoursSpecification[0]).toMatchObject({ opens: "08:30", closes: "18:00" });
      expect(dealer.openingHoursSpecification[0].dayOfWeek).toHaveLength(6);
    }
  });

  test("a vehicle page carries its price, breadcrumbs and a share image made from its photo", async ({
    page,
    request,
  }) => {
    await page.goto(`/jp${VEHICLE}`);
    const tags = await head(page);
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
      "トップ",
      "販売車両一覧",
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
    page,
    baseURL,
  }) => {
    await page.goto("/en/blog");
    // A post of the demo's: the staff journeys add and delete their own meanwhile.
    await page.getByRole("link", { name: "We are buying more crane trucks", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/\d+$/);
    // After a navigation in the page, the address changes first and the new head follows the body.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/\d+$/);
    const tags = await head(page);
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
