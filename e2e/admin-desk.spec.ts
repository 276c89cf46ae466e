import { expect, test, type Page } from "@playwright/test";
import { addDays, japanDate } from "@/lib/business/calendar";
import { copy, copyPattern, freshEmail, postRequestForm, requestAnswers, serverHtml, signInAsStaff } from "./support";

// Someone named, a date to act (issue 39): the owner gives auction requests to one account; a request arrives and
// is assigned by the rule, another of a type nobody has waits unassigned; staff find each under its desk view, set
// the follow-up date, and the request shows as due today (Japanese) or overdue by a day (English). The rules beneath
// (round-robin order and fairness, disabled accounts, per type, roles, the views at Japan's midnight) are
// lib/requests/assignment.integration.test.ts's and lib/admin/follow-up.test.ts's.

// Both journeys change the one rule; one after the other, each leaves it off as it found it.
test.describe.configure({ mode: "serial" });

async function setRule(page: Page, locale: "jp" | "en", mode: "off" | "byType") {
  const t = copy[locale];
  await page.goto(`/${locale}/admin/assignment`);
  await page.getByLabel(t("admin.assignment.fields.mode")).selectOption(mode);
  const auction = page.getByLabel(t("admin.assignment.fields.assignee_auction"));
  // The first account after 「割り当てない」 is the test server's own, the oldest.
  if (mode === "byType") await auction.selectOption({ index: 1 });
  else await auction.selectOption("");
  await page.getByRole("button", { name: t("admin.common.save"), exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin.assignment.saved"));
  return (await auction.locator("option:checked").textContent())!;
}

async function sendRequest(page: Page, locale: "jp" | "en", type: "auction" | "sale") {
  const answer = await postRequestForm(
    page.request,
    `/${locale}/contact/${type}`,
    requestAnswers("Desk", freshEmail()),
  );
  return copyPattern(locale, "request.thanksText").exec((await serverHtml(answer)).text)![1];
}

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];
  const due = locale === "jp" ? "today" : "overdue";

  test(`in ${locale}, a new request is assigned by the owner's rule and shows under the desk's views`, async ({
    page,
  }) => {
    test.slow();
    await signInAsStaff(page, locale);
    const assignee = await setRule(page, locale, "byType");
    try {
      const assigned = await sendRequest(page, locale, "auction");
      const waiting = await sendRequest(page, locale, "sale");

      // Nobody has buying enquiries: the second waits under 未割当.
      await page.goto(`/${locale}/admin/orders?desk=unassigned`);
      await expect(page.getByRole("link", { name: waiting, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: assigned, exact: true })).toHaveCount(0);

      await page.goto(`/${locale}/admin/orders?desk=mine`);
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: assigned, exact: true }) });
      await expect(row).toContainText(assignee);
      await row.getByRole("link", { name: assigned, exact: true }).click();
      await expect(page.getByText(t("admin.history.actions.assignedByRule"))).toBeVisible();

      // Staff set the day to act: today in Japan, or yesterday to see how late it is.
      const today = japanDate(new Date());
      await page
        .getByLabel(t("admin.orders.followUpOn"), { exact: true })
        .fill(due === "today" ? today : addDays(today, -1));
      await page.getByRole("button", { name: t("admin.common.save"), exact: true }).click();
      const mark = page.getByTestId(due === "today" ? "due-today" : "overdue");
      await expect(mark).toHaveText(
        due === "today" ? t("admin.orders.dueToday") : t("admin.orders.overdue", { days: 1 }),
      );
      await expect(page.getByText(t("admin.history.actions.assigned"))).toBeVisible();

      // The dashboard's tile opens the inbox on that view, the request in it.
      await page.goto(`/${locale}/admin`);
      await page
        .getByRole("link")
        .filter({ has: page.getByTestId(`desk-${due}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?desk=${due}$`));
      await expect(page.getByRole("link", { name: new RegExp(`^${t(`admin.orders.desk.${due}`)}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(
        page.getByRole("row").filter({ has: page.getByRole("link", { name: assigned, exact: true }) }),
      ).toContainText(assignee);
    } finally {
      await setRule(page, locale, "off");
    }
  });
}
