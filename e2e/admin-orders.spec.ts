import { expect, test } from "@playwright/test";
import { asFreshSender, fillRequestTerms, signInAsStaff } from "./support";

test.describe("orders inbox", () => {
  test("a visitor's request reaches staff, who work it through its statuses", async ({ page, browser, baseURL }) => {
    const visitor = await browser.newPage({ baseURL });
    const email = await asFreshSender(visitor);
    await visitor.goto("/en/contact/auction");
    await visitor.getByLabel(/^Last name/).fill("Suzuki");
    await visitor.getByLabel(/^First name/).fill("Ichiro");
    await visitor.getByLabel(/^Email address/).fill(email);
    await visitor.getByLabel(/^Phone number/).fill("052-000-8600");
    await visitor.getByLabel(/^Message/).fill("<i>Looking for</i> a 4t crane truck.");
    await fillRequestTerms(visitor);
    await visitor.getByRole("button", { name: "Send" }).click();
    const n = (await visitor.getByRole("status").textContent())!.match(/request number is (\d+)\./)![1];
    await visitor.close();

    await signInAsStaff(page, "en");
    await page.goto("/en/admin/orders?type=auction&status=new");
    await page.getByRole("link", { name: n, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Request no. ${n}` })).toBeVisible();
    await expect(page.getByText("<i>Looking for</i> a 4t crane truck.")).toBeVisible();
    await expect(page.getByText(/Logged \(no SMTP server set\)|Waiting to be sent|Sent/).first()).toBeVisible();

    for (const [button, status] of [
      ["Mark as contacted", "Contacted"],
      ["Mark as quoted", "Quoted"],
      ["Mark as won", "Won"],
      ["Close", "Closed"],
    ]) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(`Status changed to “${status}”.`);
    }
    await page.getByLabel("Add a note").fill("Called back; quote sent by LINE.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");

    await page.goto("/en/admin/orders?status=closed");
    await expect(page.getByRole("row").filter({ hasText: n })).toContainText("Closed");
  });
});
