import { expect, test } from "@playwright/test";
import { copy, copyPattern, freshEmail, postRequestForm, requestAnswers, serverHtml, signInAsStaff } from "./support";

// The staff inbox in English. The visitor's journey to the inbox is e2e/admin-inbox.spec.ts's (in Japanese); here
// the request is posted as a browser without scripts posts it, and staff take it from new to closed. Which moves
// the workflow allows is lib/admin/orders.integration.test.ts's ("moves a request through the workflow, one allowed
// step at a time, each move in its history").
const t = copy.en;

test.describe("orders inbox", () => {
  test("in English, staff work a request through its statuses, and the customer's page follows", async ({
    page,
    request,
  }) => {
    const message = "<i>Looking for</i> a 4t crane truck.";
    const answer = await postRequestForm(request, "/en/contact/auction", {
      ...requestAnswers("Suzuki", freshEmail()),
      message,
    });
    const sent = await serverHtml(answer);
    const n = copyPattern("en", "request.thanksText").exec(sent.text)![1];
    const statusPage = /href="(\/en\/requests\/[\w-]{43})"/.exec(sent.markup)![1];

    await signInAsStaff(page, "en");
    await page.goto("/en/admin/orders?type=auction&status=new");
    await page.getByRole("link", { name: n, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("admin.orders.detailTitle", { n }) })).toBeVisible();
    // What the customer typed, as text.
    await expect(page.getByText(message)).toBeVisible();
    const mailStates = (["logged", "pending", "sent"] as const).map((state) => t(`admin.orders.mailStatus.${state}`));
    await expect(
      page.getByText(new RegExp(mailStates.map((state) => state.replace(/[()]/g, "\\$&")).join("|"))).first(),
    ).toBeVisible();

    for (const status of ["contacted", "quoted", "won", "closed"] as const) {
      await page.getByRole("button", { name: t(`admin.orders.moveLabel.${status}`), exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(
        t("admin.orders.statusChanged", { status: t(`admin.orders.statuses.${status}`) }),
      );
    }
    await page.getByLabel(t("admin.orders.noteLabel")).fill("Called back; quote sent by LINE.");
    await page.getByRole("button", { name: t("admin.orders.addNote") }).click();
    await expect(page.getByRole("status")).toHaveText(t("admin.orders.noteAdded"));

    await page.goto("/en/admin/orders?status=closed");
    await expect(page.getByRole("row").filter({ hasText: n })).toContainText(t("admin.orders.statuses.closed"));

    // The customer's own page says where the request stands, in English.
    await page.goto(statusPage);
    await expect(page.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.closed"));
  });
});
