import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { copy } from "./support";

// The sign-in page with scripts, in Japanese. The form without scripts (in English), the lockout after repeated
// failures and the unconfirmed "sign out everywhere" are plain posts: e2e/admin-auth.http.spec.ts.
const t = copy.jp;

test.describe("staff sign-in", () => {
  test("wrong credentials get one message, the right ones the dashboard; sign-out kills the token", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/jp/admin/auth");
    await page.getByLabel(t("admin.auth.email")).fill(E2E_ADMIN.email);
    await page.getByLabel(t("admin.auth.password")).fill("not the password");
    await page.getByRole("button", { name: t("admin.auth.submit") }).click();
    await expect(page.getByRole("alert").filter({ hasText: t("admin.auth.invalid") })).toBeVisible();

    await page.getByLabel(t("admin.auth.password")).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: t("admin.auth.submit") }).click();
    await expect(page).toHaveURL(/\/jp\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: t("admin.dashboard.title") })).toBeVisible();
    await expect(page.getByTestId("sale-published")).toHaveText(/^\d+$/);
    const token = (await context.cookies()).find((c) => c.name === "token")!;
    expect(token.httpOnly).toBe(true);
    expect(token.sameSite).toBe("Lax");

    await page.getByRole("button", { name: t("admin.auth.account") }).click();
    await page.getByRole("button", { name: t("admin.auth.logout"), exact: true }).click();
    await expect(page).toHaveURL(/\/jp\/admin\/auth\?signedOut=1$/);
    await expect(page.getByRole("status")).toHaveText(t("admin.auth.signedOut"));

    await context.addCookies([{ name: "token", value: token.value, url: baseURL! }]);
    await page.goto("/jp/admin");
    await expect(page).toHaveURL(/\/jp\/admin\/auth$/);
  });
});
