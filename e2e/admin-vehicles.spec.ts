import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

// The two layouts work on different catalogues, so their runs never touch the same vehicle.
test("staff unpublish, publish and delete a vehicle, and the public catalogue follows at once", async ({ page }, testInfo) => {
  const kind = testInfo.project.name === "mobile" ? "sale" : "purchase";
  await signInAsStaff(page, "jp");
  await page.goto(`/jp/admin/${kind}?status=published&sort=inquiry`);
  const row = page.getByRole("row").nth(1);
  const inquiryNo = (await row.getByRole("cell").first().textContent())!.trim();
  const publicCount = async () => {
    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(`/jp/${kind}?q=${inquiryNo}`);
    const text = (await visitor.getByText(/件中/).first().textContent())!;
    await visitor.close();
    return text;
  };
  expect(await publicCount()).toContain("1件中");

  await page.goto(`/jp/admin/${kind}?q=${inquiryNo}`);
  const admin = page.getByRole("row").filter({ hasText: inquiryNo });
  await admin.getByRole("button", { name: /^非公開にする/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "更新しました" })).toBeVisible();
  await expect(admin.getByRole("cell").nth(2)).toHaveText("下書き");
  expect(await publicCount()).toContain("0件中");

  await admin.getByRole("button", { name: /^掲載する/ }).click();
  await expect(admin.getByRole("cell").nth(2)).toHaveText("掲載中");
  expect(await publicCount()).toContain("1件中");

  await admin.getByRole("button", { name: /^削除/ }).click();
  const dialog = page.getByRole("dialog", { name: "車両の削除" });
  await expect(dialog).toContainText("削除してもよろしいですか？");
  await expect(page.locator("body")).toHaveAttribute("data-dialog", "open");
  await dialog.getByRole("button", { name: "キャンセル" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin).toHaveCount(1);

  await admin.getByRole("button", { name: /^削除/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "削除する" }).click();
  await expect(page.getByRole("row").filter({ hasText: inquiryNo })).toHaveCount(0);
  expect(await publicCount()).toContain("0件中");
});
