import { expect, test } from "@playwright/test";

const pages = {
  jp: {
    services: "事業案内",
    truck: "トラックのオークション代行",
    auto: "乗用車のオークション代行",
    kaitori: "トラック・重機・特装車の高価買取",
    bodyWork: "ボディ製作",
    hirabody: "いすゞ エルフ 平ボディ製作",
    company: "会社案内",
    bodies: ["いすゞ エルフ 平ボディ製作", "ウイングボディ製作", "ダンプ架装", "クレーン架装"],
  },
  en: {
    services: "Our services",
    truck: "Truck auction agency",
    auto: "Car auction agency",
    kaitori: "We buy trucks, machines and special vehicles",
    bodyWork: "Body building",
    hirabody: "Flatbed body for the Isuzu Elf",
    company: "About us",
    bodies: ["Flatbed body for the Isuzu Elf", "Wing bodies", "Dump bodies", "Crane mounting"],
  },
} as const;

for (const locale of ["jp", "en"] as const) {
  const t = pages[locale];

  test.describe(`service pages (${locale})`, () => {
    test("services lead to their pages, catalogues and forms", async ({ page }) => {
      await page.goto(`/${locale}/services`);
      await expect(page.getByRole("heading", { level: 1, name: t.services })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(6);
      const main = page.getByRole("main");
      for (const href of [
        `/${locale}/sale`,
        `/${locale}/kaitori`,
        `/${locale}/bodyseisaku`,
        `/${locale}/contact`,
        `/${locale}/truckauction`,
        `/${locale}/autoauction`,
      ]) {
        await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
      }
    });

    test("the truck auction page tells the flow, both fee plans, the rules and the trucks on offer", async ({
      page,
    }) => {
      await page.goto(`/${locale}/truckauction`);
      await expect(page.getByRole("heading", { level: 1, name: t.truck })).toBeVisible();
      await expect(page.getByRole("main").locator("ol > li")).toHaveCount(9);
      await expect(page.getByRole("table")).toHaveCount(4);
      await expect(page.getByText(locale === "jp" ? "落札価格の10%" : "10% of the winning bid").first()).toBeVisible();
      await expect(page.getByText(locale === "jp" ? "落札価格の5%" : "5% of the winning bid").first()).toBeVisible();
      await expect(
        page.getByText(
          locale === "jp"
            ? "残金のお支払い：オークション後3営業日以内"
            : "Balance: within 3 business days after the auction",
        ),
      ).toBeVisible();
      await expect(
        page.getByText(
          locale === "jp"
            ? "譲渡書類・付属品の発送：落札日から14日以内"
            : "Transfer documents and accessories: sent within 14 days of the auction",
        ),
      ).toBeVisible();
      await expect(
        page.getByText(
          locale === "jp" ? "名義変更：落札日から25日以内" : "Title transfer: within 25 days of the auction",
        ),
      ).toBeVisible();
      await expect(
        page
          .getByRole("link", { name: locale === "jp" ? "オークション代行を依頼する" : "Ask us to bid for you" })
          .first(),
      ).toHaveAttribute("href", `/${locale}/contact/auction`);
      await expect(page.getByRole("article").first()).toBeVisible();
    });

    test("the car auction page has the same fees and the estimator", async ({ page }) => {
      await page.goto(`/${locale}/autoauction`);
      await expect(page.getByRole("heading", { level: 1, name: t.auto })).toBeVisible();
      await expect(page.getByTestId("planA-agentFee")).toBeVisible();
    });

    test("the purchase page tells the flow and leads to the assessment form, LINE and the catalogue", async ({
      page,
    }) => {
      await page.goto(`/${locale}/kaitori`);
      await expect(page.getByRole("heading", { level: 1, name: t.kaitori })).toBeVisible();
      await expect(page.getByRole("main").locator("ol > li")).toHaveCount(6);
      await expect(page.getByRole("main").locator(`a[href="/${locale}/contact/assessment"]`).first()).toBeVisible();
      await expect(page.getByRole("main").locator(`a[href="/${locale}/purchase"]`)).toBeVisible();
    });

    test("body building lists each body with its page and the trucks in stock", async ({ page }) => {
      await page.goto(`/${locale}/bodyseisaku`);
      await expect(page.getByRole("heading", { level: 1, name: t.bodyWork })).toBeVisible();
      // The demo's four, in their order; staff journeys may add one of their own meanwhile.
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toContainText(t.bodies);
      await page.getByRole("link", { name: t.hirabody }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/bodyseisaku/isuzu-hirabody$`));
      await expect(page.getByRole("heading", { level: 1, name: t.hirabody })).toBeVisible();
      await expect(page.getByRole("img", { name: t.hirabody })).toBeVisible();
      await expect(page.getByRole("main").locator(`a[href="/${locale}/sale/flatbed"]`)).toBeVisible();
      expect((await page.goto(`/${locale}/bodyseisaku/no-such-body`))?.status()).toBe(404);
    });

    test("the company page gives both offices with address, phone, hours and a map", async ({ page }) => {
      await page.goto(`/${locale}/company`);
      await expect(page.getByRole("heading", { level: 1, name: t.company })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(2);
      await expect(page.getByRole("main").locator('a[href^="https://www.google.com/maps/"]')).toHaveCount(2);
      // Dialled from anywhere; written as a Japanese caller writes it, or with +81 on the English site.
      const headOffice = page
        .getByRole("main")
        .locator("section", { has: page.getByRole("heading", { level: 3 }) })
        .first();
      await expect(headOffice.locator('a[href="tel:+81520008600"]')).toHaveText(
        locale === "jp" ? "052-000-8600" : "+81 52-000-8600",
      );
    });

    test("the header says whether the phone is open now, and the home page shows the campaigns", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(
        page
          .getByRole("banner")
          .getByText(locale === "jp" ? /ただいま電話受付(中|時間外)/ : /Phone lines (open|closed) now/),
      ).toBeVisible();
      await expect(
        page.getByRole("list", { name: locale === "jp" ? "キャンペーン" : "Campaign" }).getByRole("listitem"),
      ).toHaveCount(2);
      await expect(page.getByText("40%OFF", { exact: true })).toBeVisible();
    });
  });

  test.describe(`auction estimator (${locale})`, () => {
    const label = locale === "jp" ? "落札予定価格（円）" : "Expected winning bid (JPY)";
    const yen = (n: string) => (locale === "jp" ? `${n}円` : `${n} JPY`);

    test("works out each plan at the fee boundaries", async ({ page }) => {
      await page.goto(`/${locale}/truckauction`);
      const bid = page.getByLabel(label);
      for (const [input, a, b] of [
        ["999999", "25,000", "50,000"],
        ["1,000,000", "50,000", "75,000"],
        ["200万", "50,000", "75,000"],
        ["2000001", "200,000", "100,000"],
      ] as const) {
        await bid.fill(input);
        await expect(page.getByTestId("planA-agentFee")).toHaveText(yen(a));
        await expect(page.getByTestId("planB-agentFee")).toHaveText(yen(b));
      }
      await bid.fill("1500000");
      await page.getByLabel(locale === "jp" ? "希望ナンバーを付ける" : "Add a number plate of my choice").check();
      await expect(page.getByTestId("planA-total")).toHaveText(yen("1,640,800"));
      await expect(page.getByTestId("planA-deposit")).toHaveText(yen("150,000"));
    });

    test("counts the balance in business days over Golden Week and the papers in calendar days", async ({ page }) => {
      await page.goto(`/${locale}/autoauction`);
      await page.getByLabel(locale === "jp" ? "オークション開催日" : "Auction date").fill("2027-04-30");
      // Friday 30 April: 3 business days after May 1-5 (weekend and holidays); 14 and 25 calendar days.
      await expect(page.getByTestId("balance-due")).toHaveText(locale === "jp" ? /2027年5月10日/ : /10 May 2027/);
      await expect(page.getByTestId("documents-due")).toHaveText(locale === "jp" ? /2027年5月14日/ : /14 May 2027/);
      await expect(page.getByTestId("title-due")).toHaveText(locale === "jp" ? /2027年5月25日/ : /25 May 2027/);
    });

    test("skips the year-end closure for the balance", async ({ page }) => {
      await page.goto(`/${locale}/autoauction`);
      await page.getByLabel(locale === "jp" ? "オークション開催日" : "Auction date").fill("2026-12-28");
      // Monday 28 December: closed 29 December to 3 January, so 4, 5 and 6 January; 14 days is 11 January.
      await expect(page.getByTestId("balance-due")).toHaveText(locale === "jp" ? /2027年1月6日/ : /6 January 2027/);
      await expect(page.getByTestId("documents-due")).toHaveText(locale === "jp" ? /2027年1月11日/ : /11 January 2027/);
    });

    test("bad input gets a message, never NaN", async ({ page }) => {
      await page.goto(`/${locale}/truckauction`);
      const bid = page.getByLabel(label);
      for (const input of ["", "abc", "-500000", "99999999999999"]) {
        await bid.fill(input);
        await expect(bid).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByTestId("planA-total")).toHaveCount(0);
        await expect(page.getByText("NaN")).toHaveCount(0);
      }
      await expect(
        page.getByText(
          locale === "jp" ? "10億円以下の金額を入力してください。" : "Enter an amount of ¥1,000,000,000 or less.",
        ),
      ).toBeVisible();
    });
  });
}
