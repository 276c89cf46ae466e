import { expect, test } from "@playwright/test";
import { blogStories, reviews, staffPages } from "../prisma/seed/content";
import { copy } from "./support";

// The demo's posts, reviews and pages (prisma/seed/content.ts): the crane post in both languages, the valuation
// tips in Japanese only, the campaign in both.
const [crane, tips, campaign] = blogStories;

test.describe("blog", () => {
  test("Japanese visitors read every post in Japanese, newest first, rendered from Markdown", async ({ page }) => {
    await page.goto("/jp/blog");
    await expect(page.getByRole("heading", { level: 1, name: copy.jp("blog.title") })).toBeVisible();
    const titles = page.getByRole("article").getByRole("heading", { level: 2 });
    // Other journeys may add a post meanwhile: the seeded ones keep their order.
    await expect(titles).toContainText([crane.ja.title, tips.ja.title, campaign.ja.title]);
    await page.getByRole("link", { name: crane.ja.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: crane.ja.title })).toBeVisible();
    // Its Markdown: "## 高価買取の対象", "**4段・5段クレーン**" and a link to LINE.
    await expect(page.getByRole("heading", { level: 2, name: "高価買取の対象" })).toBeVisible();
    await expect(page.locator("article strong").first()).toHaveText("4段・5段クレーン");
    await expect(page.locator("article").getByRole("link", { name: "LINE", exact: true })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
  });

  test("English visitors read the English version, and a Japanese-only post with a note", async ({ page }) => {
    await page.goto("/en/blog");
    const titles = page.getByRole("article").getByRole("heading", { level: 2 });
    const onlyJa = copy.en("blog.onlyJa");
    await expect(titles).toContainText([crane.en.title, tips.ja.title, campaign.en.title]);
    await expect(page.getByRole("article").filter({ hasText: tips.ja.title })).toContainText(onlyJa);
    await expect(page.getByRole("article").filter({ hasText: crane.en.title })).not.toContainText(onlyJa);
    await page.getByRole("link", { name: tips.ja.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: tips.ja.title })).toBeVisible();
    await expect(page.getByText(onlyJa)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "整備記録簿をそろえる" })).toBeVisible();
  });

  test("the home page shows the latest posts, and an unknown post is 404", async ({ page }) => {
    await page.goto("/jp");
    await expect(page.getByRole("region", { name: copy.jp("blog.latest") }).getByRole("article")).toHaveCount(3);
    expect((await page.goto("/jp/blog/999999"))?.status()).toBe(404);
    expect((await page.goto("/jp/blog/abc"))?.status()).toBe(404);
  });
});

// Reviews the staff journeys write are named "… mobile-xxxx" or "… desktop-xxxx" (e2e/admin-reviews.spec.ts).
const E2E_REVIEW = /(mobile|desktop)-[a-z0-9]+$/;

test.describe("customer reviews", () => {
  test("list reviews with photos, the visitor's language first, and open one", async ({ page }) => {
    await page.goto("/jp/reviews");
    await expect(page.getByRole("heading", { level: 1, name: copy.jp("reviews.title") })).toBeVisible();
    // The staff journeys add (and delete) reviews of their own meanwhile; the demo's four keep their order.
    const demoNames = async () =>
      (await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents()).filter(
        (name) => !E2E_REVIEW.test(name),
      );
    const names = await demoNames();
    expect(names).toHaveLength(4);
    const [aichi, osaka, , exporter] = reviews;
    expect([names[0], names[3]]).toEqual([aichi.customerName, exporter.customerName]);
    await expect(page.getByRole("article").filter({ hasText: aichi.customerName }).locator("img")).toBeVisible();
    await page.getByRole("link", { name: osaka.customerName, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: osaka.customerName })).toBeVisible();
    await expect(page.getByText(`${copy.jp("reviews.bought")}: ${osaka.vehicleBought}`)).toBeVisible();

    await page.goto("/en/reviews");
    expect((await demoNames())[0]).toBe(exporter.customerName);
    const demoArticles = page.getByRole("article").filter({ hasNotText: E2E_REVIEW });
    await expect(demoArticles.filter({ hasText: copy.en("reviews.otherLanguageJa") })).toHaveCount(
      reviews.filter((r) => r.language === "ja").length,
    );
    expect((await page.goto("/en/reviews/999999"))?.status()).toBe(404);
  });

  test("the home page shows the latest reviews", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("region", { name: copy.en("reviews.latest") }).getByRole("article")).toHaveCount(3);
  });
});

test.describe("staff pages", () => {
  test("the footer leads to the privacy policy and terms, in the visitor's language when written", async ({ page }) => {
    await page.goto("/jp");
    const [privacy, terms] = staffPages;
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: copy.jp("footer.privacy") })
      .click();
    await expect(page).toHaveURL(/\/jp\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: privacy.titleJa })).toBeVisible();
    // What the law asks a privacy policy to state: purposes (古物営業法 records too), contractors, safeguards, requests, the
    // contact point.
    for (const [, section] of privacy.bodyJa.matchAll(/^## (.+)$/gm)) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("古物営業法に基づく本人確認");
    // Terms that hold toward consumers: liability only except intent or gross negligence, no dealings with organised
    // crime, Japanese law.
    await page.goto("/jp/terms");
    for (const clause of ["故意または重大な過失による場合を除き", "反社会的勢力", "日本法に準拠"])
      await expect(page.getByRole("main")).toContainText(clause);
    await page.goto("/en/terms");
    await expect(page.getByRole("heading", { level: 1, name: terms.titleEn })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("intent or gross negligence");
    await expect(page.getByText(copy.en("staffPage.onlyJa"))).toHaveCount(0);
    expect((await page.goto("/en/no-such-page"))?.status()).toBe(404);
  });
});
