import { expect, test, type Page } from "@playwright/test";
import { formatYearMonth, formatYen } from "@/lib/format";
import { axeViolations, copy, queryTestDatabase, scriptsStarted, signInAsStaff } from "./support";

// What each truck earned (issue 51, slice 6), the owner's monthly report: a sold truck of the journey's own gets its
// 仕入価格 and a cost line on its owner-only cost page, and the month's report shows its 粗利, the chart and the
// CSV. In Japanese with scripts; in English without them (every form posts), a bad amount refused with what was
// typed kept and a line removed with the box ticked. The rules beneath (粗利 tax included, the rate's rounding, the
// month's Japan days, who may see it) are lib/margins/*.test.ts's and margins.integration.test.ts's.

test.describe.configure({ timeout: 120_000 });

/**
 * A month long past that no other journey sells in, its own for each run and attempt, so the report holds exactly
 * this journey's truck.
 */
function monthOfItsOwn(): { month: string; year: number; number: number } {
  const index = Math.floor(Math.random() * 12 * 19);
  const year = 2001 + Math.floor(index / 12);
  const number = (index % 12) + 1;
  return { month: `${year}-${String(number).padStart(2, "0")}`, year, number };
}

/** A sale vehicle of the demo's master data, listed on the 1st of `month` and sold on its 15th for `priceYen`. */
async function soldTruck(name: string, month: string, priceYen: number) {
  const strId = `margins-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const [vehicle] = await queryTestDatabase<{ id: number; inquiry_no: number }>(
    `INSERT INTO vehicles (kind, str_id, name_ja, name_en, maker_id, load_class_id, body_type_id, status,
                           published_at, sold_at, created_at, updated_at)
     SELECT 'sale', $1, $2, $3, maker_id, load_class_id, body_type_id, 'sold', $4::timestamptz, $5::timestamptz,
            $4::timestamptz, now()
     FROM vehicles WHERE kind = 'sale' ORDER BY id LIMIT 1
     RETURNING id, inquiry_no`,
    [strId, name, `${name} (EN)`, `${month}-01T00:00:00+09:00`, `${month}-15T10:00:00+09:00`],
  );
  await queryTestDatabase(
    `INSERT INTO vehicle_sales (vehicle_id, buyer_name, sale_price_yen, sold_on, recorded_by_name, updated_at)
     VALUES ($1, '東邦運輸', $2, $3::date, 'E2E', now())`,
    [vehicle.id, priceYen, `${month}-15`],
  );
  return vehicle;
}

/** The CSV the report's link downloads: Excel's UTF-8 with its BOM, the headings in the page's language. */
async function reportCsv(page: Page, name: string) {
  const href = await page.getByRole("link", { name }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toContain("attachment");
  return (await response.body()).toString("utf8");
}

test("in Japanese, the owner enters a sold truck's costs and reads its 粗利 in the report, chart and CSV", async ({
  page,
}) => {
  const t = copy.jp;
  const { month, year, number } = monthOfItsOwn();
  const truck = await soldTruck("いすゞ フォワード 4t ウイング（粗利）", month, 4_980_000);
  await signInAsStaff(page, "jp");

  // From the vehicle's page, the owner-only way to its costs.
  await page.goto(`/jp/admin/sale/${truck.id}`);
  await page.getByRole("link", { name: t("admin.costs.link") }).click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/sale/${truck.id}/costs$`));
  const purchase = page.getByRole("region", { name: t("admin.costs.purchaseTitle") });
  const price = purchase.getByLabel(t("admin.costs.fields.purchasePriceYen"));
  await scriptsStarted(price);
  await price.fill("360万");
  await purchase.getByLabel(t("admin.costs.fields.supplier")).fill("USS東京");
  await purchase.getByLabel(t("admin.costs.fields.purchasedOn")).fill(`${month}-01`);
  await purchase.getByRole("button", { name: t("admin.common.save") }).click();
  const profit = page.getByTestId("vehicle-gross-profit");
  await expect(profit).toHaveText(formatYen("ja", 4_980_000 - 3_600_000));

  // A 整備 bill: the 粗利 falls by as much, and the history says what was added.
  const lines = page.getByRole("region", { name: t("admin.costs.linesTitle") });
  await lines.getByLabel(t("admin.costs.fields.kind")).selectOption("maintenance");
  await lines.getByLabel(t("admin.costs.fields.amountYen")).fill("18万");
  await lines.getByLabel(t("admin.costs.fields.label")).fill("車検整備一式");
  await lines.getByRole("button", { name: t("admin.costs.add") }).click();
  await expect(profit).toHaveText(formatYen("ja", 1_200_000));
  await expect(lines.getByRole("cell", { name: "車検整備一式" })).toBeVisible();
  const history = page.getByRole("region", { name: t("admin.history.recordTitle") });
  await expect(history).toContainText(t("admin.history.actions.costLineAdded"));
  await expect(history).toContainText(t("admin.costs.kinds.maintenance"));
  expect(await axeViolations(page)).toEqual([]);

  // The report, from the owner's navigation, at the month chosen in its form.
  await page.getByRole("link", { name: t("admin.nav.report") }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/report$/);
  const chooser = page.getByRole("navigation", { name: t("admin.report.monthNav") });
  await chooser.getByLabel(t("admin.report.month")).fill(month);
  await chooser.getByRole("button", { name: t("admin.report.show") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    t("admin.report.monthTitle", { month: formatYearMonth("ja", { year, month: number }) }),
  );
  await expect(page.getByTestId("report-sold")).toHaveText(t("admin.report.count", { count: 1 }));
  await expect(page.getByTestId("report-revenue")).toHaveText(formatYen("ja", 4_980_000));
  await expect(page.getByTestId("report-gross-profit")).toHaveText(formatYen("ja", 1_200_000));
  await expect(page.getByTestId("report-margin")).toHaveText(t("admin.report.percent", { value: "24.1" }));
  await expect(page.getByTestId("report-days")).toHaveText(t("admin.report.days", { days: 14 }));
  await expect(page.getByRole("region", { name: t("admin.report.vehicles") })).toContainText(`No.${truck.inquiry_no}`);
  await expect(page.getByRole("img", { name: t("admin.report.chart.title") })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const csv = await reportCsv(page, t("admin.report.download"));
  const [header, row] = csv.split("\r\n");
  expect(header).toBe(`\uFEFF${jpCsvHeadings().join(",")}`);
  expect(row).toBe(
    `${month}-15,${truck.inquiry_no},いすゞ フォワード 4t ウイング（粗利）,${await bodyTypeName(truck.id)},E2E,` +
      "4980000,3600000,3780000,1200000,24.1,14",
  );
});

const jpCsvHeadings = () => {
  const t = copy.jp;
  const keys = [
    "soldOn",
    "inquiryNo",
    "name",
    "bodyType",
    "staff",
    "salePriceYen",
    "purchasePriceYen",
    "costYen",
    "grossProfitYen",
    "marginPercent",
    "daysInStock",
  ] as const;
  return keys.map((key) => t(`admin.report.csv.${key}`));
};

async function bodyTypeName(vehicleId: number) {
  const [body] = await queryTestDatabase<{ name_ja: string }>(
    "SELECT b.name_ja FROM vehicles v JOIN body_types b ON b.id = v.body_type_id WHERE v.id = $1",
    [vehicleId],
  );
  return body.name_ja;
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, the cost forms post, a bad amount is refused, and the month's report reads the same", async ({
    page,
  }) => {
    const t = copy.en;
    const { month, year, number } = monthOfItsOwn();
    const truck = await soldTruck("日野 レンジャー 4t クレーン（粗利）", month, 3_000_000);
    await signInAsStaff(page, "en");
    await page.goto(`/en/admin/sale/${truck.id}/costs`);

    const purchase = page.getByRole("region", { name: t("admin.costs.purchaseTitle") });
    await purchase.getByLabel(t("admin.costs.fields.purchasePriceYen")).fill("2,400,000");
    await purchase.getByRole("button", { name: t("admin.common.save") }).click();
    await expect(page.getByTestId("vehicle-gross-profit")).toHaveText(formatYen("en", 600_000));

    // An amount in words is refused with its message, and the details typed beside it stay.
    const lines = page.getByRole("region", { name: t("admin.costs.linesTitle") });
    await lines.getByLabel(t("admin.costs.fields.kind")).selectOption("transport");
    await lines.getByLabel(t("admin.costs.fields.label")).fill("Carrier to the yard");
    await lines.getByLabel(t("admin.costs.fields.amountYen")).fill("a lot");
    await lines.getByRole("button", { name: t("admin.costs.add") }).click();
    const amount = lines.getByLabel(t("admin.costs.fields.amountYen"));
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(lines.getByLabel(t("admin.costs.fields.label"))).toHaveValue("Carrier to the yard");
    await amount.fill("45,000");
    await lines.getByRole("button", { name: t("admin.costs.add") }).click();
    await expect(page.getByTestId("vehicle-gross-profit")).toHaveText(formatYen("en", 555_000));

    // A second line, then removed again with the box ticked that stands in for the question.
    await lines.getByLabel(t("admin.costs.fields.kind")).selectOption("panel");
    await lines.getByLabel(t("admin.costs.fields.amountYen")).fill("100000");
    await lines.getByRole("button", { name: t("admin.costs.add") }).click();
    await expect(page.getByTestId("vehicle-gross-profit")).toHaveText(formatYen("en", 455_000));
    const panelRow = lines.getByRole("row").filter({ hasText: t("admin.costs.kinds.panel") });
    await panelRow.getByLabel(t("admin.common.confirmCheck")).check();
    await panelRow.getByRole("button", { name: new RegExp(`^${t("admin.costs.remove")}`) }).click();
    await expect(page.getByTestId("vehicle-gross-profit")).toHaveText(formatYen("en", 555_000));

    await page.goto(`/en/admin/report?month=${month}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("admin.report.monthTitle", { month: formatYearMonth("en", { year, month: number }) }),
    );
    await expect(page.getByTestId("report-gross-profit")).toHaveText(formatYen("en", 555_000));
    await expect(page.getByTestId("report-margin")).toHaveText(t("admin.report.percent", { value: "18.5" }));
    const staff = page.getByRole("region", { name: t("admin.report.byStaff") });
    await expect(staff).toContainText(t("admin.report.staffRule"));
    await expect(staff.getByRole("cell", { name: "E2E", exact: true })).toBeVisible();
    const csv = await reportCsv(page, t("admin.report.download"));
    expect(csv.split("\r\n")[0]).toContain(t("admin.report.csv.grossProfitYen"));
    expect(csv).toContain(",3000000,2400000,2445000,555000,18.5,14\r\n");

    // A month nobody sold in (before any journey's) says so rather than showing zeros, its chart still drawn.
    await page.goto("/en/admin/report?month=2000-01");
    await expect(page.getByTestId("report-empty")).toHaveText(
      t("admin.report.empty", { month: formatYearMonth("en", { year: 2000, month: 1 }) }),
    );
    await expect(page.getByRole("img", { name: t("admin.report.chart.title") })).toBeVisible();
  });
});
