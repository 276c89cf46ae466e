import { expect, test, type Locator, type Page } from "@playwright/test";
import { permitValues } from "@/lib/company";
import { copy } from "./support";

// Keep and compare (issue 21): favourites and the recently viewed kept in the browser, without an account; the
// favourites shared by a link; up to four trucks side by side. The demo's trucks for sale, read only: what a
// test keeps lives in its own browser context.
//
// What components/keep/keep.test.tsx proves is not walked again here: the heart's pressed state and the label that
// says what it will do, the header's count, the full list, the list's current prices and statuses, picking at most
// four to compare, the recently viewed newest first without the one on the page (or none), and the server's word
// that favourites need JavaScript; lib/client/kept-vehicles.test.ts holds the limits and taking over a shared list;
// lib/vehicles/compare.test.ts which rows differ. The journeys show what only a browser does: what one page keeps
// another finds, the card's controls in both languages, the compare and shared pages the server draws from an
// address, and a second browser taking the list.

type Seen = { name: string; price: string; inquiry: string; path: string };

/** What a catalogue card shows of its truck: name, 支払総額, inquiry number and the page it links to. */
async function readCard(card: Locator, locale: "jp" | "en"): Promise<Seen> {
  const heading = card.getByRole("heading");
  const label = copy[locale]("vehicle.inquiryNo").replace(".", "\\.");
  const inquiry = (await card.getByText(new RegExp(`^${label}`)).textContent())!;
  return {
    name: (await heading.textContent())!.trim(),
    price: (await card.locator(".text-price").first().textContent())!.trim(),
    inquiry: inquiry.match(/\d+/)![0],
    path: (await card.getByRole("link").first().getAttribute("href"))!,
  };
}

/** Two trucks with a price from the sale catalogue, each kept as a favourite with its heart. */
async function favouriteTwo(page: Page, locale: "jp" | "en"): Promise<Seen[]> {
  await page.goto(`/${locale}/sale`);
  const priced = page.getByRole("article").filter({ has: page.locator(".text-price") });
  const seen: Seen[] = [];
  for (const index of [0, 1]) {
    const card = priced.nth(index);
    seen.push(await readCard(card, locale));
    const heart = card.getByTestId("favourite-toggle");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The heart's own grid (both labels in one cell, so it keeps its size) wins over the button's flex: a caller's
    // utility beats a primitive's look by the stylesheet's layers (app/globals.css), with no class merging.
    await expect(heart).toHaveCSS("display", "grid");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }
  return seen;
}

// The long journey once, in Japanese; the recently viewed and the compare page's own words in English.
test.describe("in Japanese", () => {
  const locale = "jp";

  test("favourites show their current price, compare side by side and share by a link", async ({ page, browser }) => {
    const [first, second] = await favouriteTwo(page, locale);

    await page.goto(`/${locale}/favorites`);
    const items = page.getByTestId("favourites-list").getByTestId("kept-vehicle");
    await expect(items).toHaveCount(2);
    // Newest first.
    await expect(items.getByTestId("kept-name")).toHaveText([second.name, first.name]);
    await expect(items.getByTestId("kept-price")).toHaveText([second.price, first.price]);

    for (const item of await items.all()) await item.getByTestId("compare-toggle").check();
    await page.getByTestId("compare-open").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?ids=`));
    const table = page.getByTestId("compare-table");
    await expect(table.getByTestId("compare-name")).toHaveText([second.name, first.name]);
    await expect(table.getByTestId("compare-inquiry")).toHaveText([
      new RegExp(`${second.inquiry}$`),
      new RegExp(`${first.inquiry}$`),
    ]);
    const differing = table.locator('[data-testid="compare-row"][data-differs="true"]');
    await expect(differing.first()).toBeVisible();
    await page.getByRole("link", { name: copy[locale]("compare.differences") }).click();
    await expect(page).toHaveURL(/[?&]diff=1/);
    await expect(table.getByTestId("compare-row").first()).toHaveAttribute("data-differs", "true");
    expect(await table.locator('[data-testid="compare-row"][data-differs="false"]').count()).toBe(0);

    // The share link shows the same list to someone else, drawn by the server (even without scripts).
    await page.goto(`/${locale}/favorites`);
    const shareHref = await page.getByTestId("share-link").getAttribute("href");
    const shareUrl = new URL(shareHref!, page.url()).toString();
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const reader = await withoutScripts.newPage();
    await reader.goto(shareUrl);
    const shared = reader.getByTestId("shared-list").getByTestId("kept-vehicle");
    await expect(shared.getByTestId("kept-name")).toHaveText([second.name, first.name]);
    await expect(shared.getByTestId("kept-price")).toHaveText([second.price, first.price]);
    await withoutScripts.close();

    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(shareUrl);
    await friendPage.getByTestId("add-shared").click();
    await friendPage.goto(new URL(`/${locale}/favorites`, shareUrl).toString());
    await expect(friendPage.getByTestId("favourites-list").getByTestId("kept-name")).toHaveText([
      second.name,
      first.name,
    ]);
    await friend.close();
  });
});

test.describe("in English", () => {
  const locale = "en";

  test("the vehicle page and the home page show the trucks viewed before", async ({ page }) => {
    await page.goto(`/${locale}/sale`);
    const cards = page.getByRole("article");
    const first = await readCard(cards.nth(0), locale);
    const second = await readCard(cards.nth(1), locale);

    // The server draws every card's controls as for a truck not kept; once scripts run, the browser's own lists
    // press those it keeps, after a reload too.
    const heart = cards.nth(1).getByTestId("favourite-toggle");
    await heart.click();
    await cards.nth(1).getByTestId("compare-toggle").check();
    await page.reload();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(copy[locale]("keep.favourite.remove"));
    await expect(cards.nth(1).getByTestId("compare-toggle")).toBeChecked();
    await expect(cards.nth(0).getByTestId("favourite-toggle")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("compare-bar")).toBeVisible();

    await page.goto(first.path);
    await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
    // The first truck viewed has nothing viewed before it.
    await expect(page.getByTestId("favourite-toggle").first()).toBeVisible();
    await expect(page.getByTestId("recently-viewed")).toHaveCount(0);

    await page.goto(second.path);
    const recent = page.getByTestId("recently-viewed");
    await expect(recent.getByTestId("kept-name")).toHaveText([first.name]);

    await page.goto(`/${locale}`);
    await expect(page.getByTestId("recently-viewed").getByTestId("kept-name")).toHaveText([second.name, first.name]);
  });
});

// The compare page is drawn by the server from its address alone: in English, with its own words.
test("in English the compare page lines up the vehicles its address names", async ({ page }) => {
  await page.goto("/en/sale");
  const cards = page.getByRole("article");
  const seen = [await readCard(cards.nth(0), "en"), await readCard(cards.nth(1), "en")];
  const ids = seen.map((vehicle) => `sale:${vehicle.path.split("/").pop()}`).join(",");
  await page.goto(`/en/compare?ids=${ids}`);
  const table = page.getByTestId("compare-table");
  await expect(table.getByTestId("compare-name")).toHaveText(seen.map((vehicle) => vehicle.name));
  // The price's parts and terms as the vehicle page lists them, and the 車検 in one row (spec-rows.ts).
  for (const label of ["price.body", "price.fees", "price.warranty", "price.legalMaintenance", "inspection"] as const) {
    await expect(table.getByRole("rowheader", { name: copy.en(`vehicle.${label}`) }), label).toHaveCount(1);
  }
  await page.getByRole("link", { name: copy.en("compare.differences") }).click();
  await expect(page).toHaveURL(/[?&]diff=1/);
  await expect(table.getByTestId("compare-row").first()).toHaveAttribute("data-differs", "true");
});

// On a phone the compare bar joins the call/LINE bar in one row at the bottom of the screen, rather than stacking a
// second bar above it: 支払総額 scrolled to just above the call buttons is not hidden behind the compare buttons. The
// page ends with room for the bar, so the footer's last line (the 古物商許可 the law asks every page to show) scrolls
// clear of it.
for (const locale of ["jp", "en"] as const) {
  test(`the compare bar covers neither 支払総額 nor the footer's permit line (${locale}) @mobile`, async ({ page }) => {
    await page.goto(`/${locale}/sale`);
    const priced = page.getByRole("article").filter({ has: page.locator(".text-price") });
    await priced.first().getByTestId("compare-toggle").check();
    const { path } = await readCard(priced.first(), locale);
    await page.goto(path);
    const bar = page.getByTestId("compare-bar");
    await expect(bar).toBeVisible();
    const callBar = page.getByRole("complementary", { name: copy[locale]("contact.barLabel") });
    const total = page.getByTestId("sale-price").locator("p").first();
    const callBarTop = (await callBar.boundingBox())!.y;
    const totalBox = (await total.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), totalBox.y + totalBox.height - (callBarTop - 16));
    const uncovered = await total.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(uncovered, "the price's centre is the price, not a bar over it").toBe(true);

    const permit = page
      .getByRole("contentinfo")
      .getByText(copy[locale]("footer.permit", permitValues(locale === "jp" ? "ja" : "en")), { exact: true });
    await permit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const permitBox = (await permit.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(permitBox.y + permitBox.height).toBeLessThanOrEqual(barBox.y);
  });
}
