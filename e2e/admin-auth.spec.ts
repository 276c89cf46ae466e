import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

test.describe("staff sign-in", () => {
  test("wrong credentials get one message, the right ones the dashboard; sign-out kills the token", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/jp/admin/auth");
    await page.getByLabel("メールアドレス").fill(E2E_ADMIN.email);
    await page.getByLabel("パスワード").fill("not the password");
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "メールアドレスまたはパスワードが正しくありません。" }),
    ).toBeVisible();

    await page.getByLabel("パスワード").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page).toHaveURL(/\/jp\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "ダッシュボード" })).toBeVisible();
    await expect(page.getByTestId("sale-published")).toHaveText(/^\d+$/);
    const token = (await context.cookies()).find((c) => c.name === "token")!;
    expect(token.httpOnly).toBe(true);
    expect(token.sameSite).toBe("Lax");

    await page.getByRole("button", { name: "アカウント" }).click();
    await page.getByRole("button", { name: "ログアウト", exact: true }).click();
    await expect(page).toHaveURL(/\/jp\/admin\/auth\?signedOut=1$/);
    await expect(page.getByRole("status")).toHaveText("ログアウトしました。");

    await context.addCookies([{ name: "token", value: token.value, url: baseURL! }]);
    await page.goto("/jp/admin");
    await expect(page).toHaveURL(/\/jp\/admin\/auth$/);
  });

  test("signs in in English too, without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/admin/auth");
    await page.getByLabel("Email address").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await context.close();
  });

  test("repeated failures for an account from one address are refused with 429", async ({
    request,
    baseURL,
  }) => {
    const attempt = () =>
      request.post("/api/admin/login", {
        headers: { Origin: baseURL!, Accept: "application/json" },
        multipart: { email: "locked-out@e2e.example", password: "wrong password", locale: "en" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt()).status());
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect(await (await attempt()).json()).toMatchObject({ error: "throttled" });
  });
});
