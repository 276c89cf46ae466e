import { expect, test } from "@playwright/test";
import { auctionDeadlines } from "@/lib/auction/deadlines";
import { estimateAuctionCost, FEE_PLANS } from "@/lib/auction/fees";
import { addDays, japanDate } from "@/lib/business/calendar";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { copy } from "./support";

// Without scripts the auction estimator is a GET form the server answers (the fields' reading is
// lib/auction/estimator-query.test.ts, the figures lib/auction/fees.test.ts and deadlines.test.ts): what a visitor
// sends comes back with its figures, or with the field as typed and its message.
const intl = { jp: "ja", en: "en" } as const;

/** The text of the element marked data-testid=`id` in a page's HTML, or null when there is none. */
const shown = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];
  const lang = intl[locale];

  test(`the estimator's form is answered by the server with the figures for what it sent (${locale})`, async ({
    request,
  }) => {
    const page = await request.get(`/${locale}/truckauction`);
    const form = /<form[^>]*>/.exec(await page.text())![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="#estimator"');

    // A day ahead, within the holidays the page knows.
    const sent = { bid: "200万", bids: "2", class: "light", plate: "1", date: addDays(japanDate(new Date()), 40) };
    const answer = await request.get(`/${locale}/autoauction?${new URLSearchParams(sent)}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`>${t("estimator.calculate")}</button>`);
    const input = { winningBidYen: 2_000_000, bids: 2, vehicleClass: "light", numberPlate: true } as const;
    for (const plan of FEE_PLANS) {
      const estimate = estimateAuctionCost(plan, input);
      expect(shown(html, `${plan.id}-tax`)).toBe(formatYen(lang, estimate.tax));
      expect(shown(html, `${plan.id}-total`)).toBe(formatYen(lang, estimate.total));
    }
    const { balance } = auctionDeadlines(sent.date, isJapaneseHoliday);
    expect(shown(html, "balance-due")).toBe(formatCalendarDate(lang, balance, "full"));
  });

  test(`the estimator answers a bid it cannot read with the bid as typed and its message (${locale})`, async ({
    request,
  }) => {
    const html = await (await request.get(`/${locale}/truckauction?bid=abc&bids=1`)).text();
    expect(html).toMatch(/<input[^>]*name="bid"[^>]*value="abc"/);
    expect(html).toContain(t("estimator.errors.digitsOnly"));
    expect(shown(html, "planA-total")).toBeNull();
  });
}
