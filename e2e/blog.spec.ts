import { expect, test } from "@playwright/test";

test.describe("blog", () => {
  test("Japanese visitors read every post in Japanese, newest first, rendered from Markdown", async ({ page }) => {
    await page.goto("/jp/blog");
    await expect(page.getByRole("heading", { level: 1, name: "ブログ" })).toBeVisible();
    const titles = page.getByRole("article").getByRole("heading", { level: 2 });
    // Other journeys may add a post meanwhile: the seeded ones keep their order.
    await expect(titles).toContainText([
      "クレーン付きトラックの買取を強化しています",
      "査定額を上げるための5つのポイント",
      "ボディ製作30%OFFキャンペーン実施中",
    ]);
    await page.getByRole("link", { name: "クレーン付きトラックの買取を強化しています", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "クレーン付きトラックの買取を強化しています" }),
    ).toBeVisible();
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
    await expect(titles).toContainText([
      "We are buying more crane trucks",
      "査定額を上げるための5つのポイント",
      "30% off body building",
    ]);
    await expect(page.getByRole("article").filter({ hasText: "査定額を上げるための5つのポイント" })).toContainText(
      "This post is in Japanese only.",
    );
    await expect(page.getByRole("article").filter({ hasText: "We are buying more crane trucks" })).not.toContainText(
      "This post is in Japanese only.",
    );
    await page.getByRole("link", { name: "査定額を上げるための5つのポイント", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "査定額を上げるための5つのポイント" })).toBeVisible();
    await expect(page.getByText("This post is in Japanese only.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "整備記録簿をそろえる" })).toBeVisible();
  });

  test("the home page shows the latest posts, and an unknown post is 404", async ({ page }) => {
    await page.goto("/jp");
    await expect(page.getByRole("region", { name: "新着ブログ" }).getByRole("article")).toHaveCount(3);
    expect((await page.goto("/jp/blog/999999"))?.status()).toBe(404);
    expect((await page.goto("/jp/blog/abc"))?.status()).toBe(404);
  });
});

// Reviews the staff journeys write are named "… mobile-xxxx" or "… desktop-xxxx" (e2e/admin-reviews.spec.ts).
const E2E_REVIEW = /(mobile|desktop)-[a-z0-9]+$/;

test.describe("customer reviews", () => {
  test("list reviews with photos, the visitor's language first, and open one", async ({ page }) => {
    await page.goto("/jp/reviews");
    await expect(page.getByRole("heading", { level: 1, name: "お客様の声" })).toBeVisible();
    // The staff journeys add (and delete) reviews of their own meanwhile; the demo's four keep their order.
    const demoNames = async () =>
      (await page.getByRole("article").getByRole("heading", { level: 2 }).allTextContents()).filter(
        (name) => !E2E_REVIEW.test(name),
      );
    const names = await demoNames();
    expect(names).toHaveLength(4);
    expect([names[0], names[3]]).toEqual(["愛知県 K様（運送業）", "M. R., exporter"]);
    await expect(page.getByRole("article").filter({ hasText: "愛知県 K様（運送業）" }).locator("img")).toBeVisible();
    await page.getByRole("link", { name: "大阪府 T様（建設業）", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "大阪府 T様（建設業）" })).toBeVisible();
    await expect(page.getByText("ご購入・ご売却の車両: 日野 レンジャー クレーン付き")).toBeVisible();

    await page.goto("/en/reviews");
    expect((await demoNames())[0]).toBe("M. R., exporter");
    const demoArticles = page.getByRole("article").filter({ hasNotText: E2E_REVIEW });
    await expect(demoArticles.filter({ hasText: "(review in Japanese)" })).toHaveCount(3);
    expect((await page.goto("/en/reviews/999999"))?.status()).toBe(404);
  });

  test("the home page shows the latest reviews", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("region", { name: "Customer reviews" }).getByRole("article")).toHaveCount(3);
  });
});

test.describe("staff pages", () => {
  test("the footer leads to the privacy policy and terms, in the visitor's language when written", async ({ page }) => {
    await page.goto("/jp");
    await page.getByRole("contentinfo").getByRole("link", { name: "個人情報の取り扱い" }).click();
    await expect(page).toHaveURL(/\/jp\/privacy$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "プライバシーポリシー（個人情報の取り扱いについて）" }),
    ).toBeVisible();
    // What the law asks a privacy policy to state: purposes (古物営業法 records too), contractors, safeguards, requests, the
    // contact point.
    for (const section of [
      "2. 利用目的",
      "3. 委託と第三者提供",
      "4. 安全管理措置",
      "5. Cookieとアクセス解析",
      "6. LINEでのお問い合わせ",
      "7. 開示・訂正・利用停止などのご請求",
      "8. 事業者と窓口",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("main")).toContainText("古物営業法に基づく本人確認");
    // Terms that hold toward consumers: liability only except intent or gross negligence, no dealings with organised
    // crime, Japanese law.
    await page.goto("/jp/terms");
    for (const clause of ["故意または重大な過失による場合を除き", "反社会的勢力", "日本法に準拠"])
      await expect(page.getByRole("main")).toContainText(clause);
    await page.goto("/en/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("intent or gross negligence");
    await expect(page.getByText("This page is in Japanese only.")).toHaveCount(0);
    expect((await page.goto("/en/no-such-page"))?.status()).toBe(404);
  });
});
