import { expect, test, type Page } from "@playwright/test";
import { copy, copyPattern, freshEmail, postRequestForm, requestAnswers, serverHtml, signInAsStaff } from "./support";

// Staff accounts: an owner adds one, its member sets and changes a password and their display name, and is named by
// it (in Japanese); an owner changes a role, disables an account, makes a new link, asked first, and renames it (in
// English), and the same rows as plain forms without scripts. What each role may do is lib/auth/roles.test.ts's and
// lib/auth/roles.integration.test.ts's: here the pages show it once, on one list.

// Two browsers, a password hashed four times with scrypt: long on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
/** A password checked or set takes scrypt's 128 MiB and a few hundred milliseconds, many times that under load. */
const SCRYPT_WAIT = 20_000;

async function signIn(page: Page, locale: "jp" | "en", email: string, password: string) {
  const t = copy[locale];
  await page.goto(`/${locale}/admin/auth`);
  await page.getByLabel(t("admin.auth.email"), { exact: true }).fill(email);
  await page.getByLabel(t("admin.auth.password"), { exact: true }).fill(password);
  await page.getByRole("button", { name: t("admin.auth.submit"), exact: true }).click();
  // The dashboard counts the day's work: on a loaded machine it takes a moment.
  await expect(page.getByRole("heading", { level: 1, name: t("admin.dashboard.title") })).toBeVisible({
    timeout: 20_000,
  });
}

test("an owner adds a staff member, who sets a password, cannot delete, and changes it", async ({
  page,
  browser,
}, testInfo) => {
  const t = copy.jp;
  const tag = `${testInfo.project.name}-jp-${Date.now().toString(36)}`;
  const name = `事務 花子 ${tag}`;
  const email = `clerk-${tag}@e2e.example`;
  const first = `first password ${tag}`;
  const second = `second password ${tag}`;

  // The owner adds the account and is shown its one-time link.
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/staff");
  await page.getByLabel(t("admin.staff.name"), { exact: true }).fill(name);
  await page.getByLabel(t("admin.staff.email"), { exact: true }).fill(email);
  await page.getByLabel(t("admin.staff.role"), { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: t("admin.staff.create") }).click();
  const link = await page.getByLabel(t("admin.staff.linkLabel")).inputValue();
  expect(link).toMatch(/\/jp\/admin\/auth\/setup\?token=/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The new member opens it signed out and sets a password; the link then works no more.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const staff = await context.newPage();
  try {
    await staff.goto(link);
    await staff.getByLabel(t("admin.account.newPassword"), { exact: true }).fill(first);
    await staff.getByLabel(t("admin.account.confirmPassword"), { exact: true }).fill(first);
    await staff.getByRole("button", { name: t("admin.account.setPassword") }).click();
    await expect(staff.getByText(t("admin.account.setupDone"))).toBeVisible({ timeout: SCRYPT_WAIT });
    await staff.getByRole("link", { name: t("admin.account.signIn") }).click();
    await signIn(staff, "jp", email, first);

    // Staff see no delete button and no account management, and the owners' page tells them they have no access; the
    // owner's same list offers delete (on a phone in each row's menu). Every list and action is
    // lib/auth/roles.integration.test.ts's.
    const deleteButton = (of: Page) =>
      of.getByRole("button", { name: new RegExp(`^${t("admin.common.delete")}`), includeHidden: true });
    await expect(staff.getByRole("link", { name: t("admin.nav.staff") })).toHaveCount(0);
    await staff.goto("/jp/admin/sale");
    await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(deleteButton(staff)).toHaveCount(0);
    await page.goto("/jp/admin/sale");
    await expect(deleteButton(page)).not.toHaveCount(0);
    // Told they have no access, not that the page does not exist.
    const refused = await staff.goto("/jp/admin/staff");
    expect(refused!.status()).toBe(403);
    await expect(staff).toHaveTitle(new RegExp(`^${t("errors.forbiddenTitle")}`));
    await expect(staff.getByRole("heading", { level: 1, name: t("errors.forbiddenTitle") })).toBeVisible();

    // Their own password: the current one is checked, then the new one works.
    await staff.goto("/jp/admin/account");
    await staff.getByLabel(t("admin.account.currentPassword"), { exact: true }).fill("not my password");
    await staff.getByLabel(t("admin.account.newPassword"), { exact: true }).fill(second);
    await staff.getByLabel(t("admin.account.confirmPassword"), { exact: true }).fill(second);
    await staff.getByRole("button", { name: t("admin.account.change") }).click();
    await expect(staff.getByText(t("admin.account.errors.wrongPassword"))).toBeVisible({ timeout: SCRYPT_WAIT });
    await staff.getByLabel(t("admin.account.currentPassword"), { exact: true }).fill(first);
    await staff.getByLabel(t("admin.account.newPassword"), { exact: true }).fill(second);
    await staff.getByLabel(t("admin.account.confirmPassword"), { exact: true }).fill(second);
    await staff.getByRole("button", { name: t("admin.account.change") }).click();
    await expect(staff.getByText(t("admin.account.changed"))).toBeVisible({ timeout: SCRYPT_WAIT });
    await staff.getByRole("button", { name: t("admin.auth.account"), exact: true }).click();
    await staff.getByRole("button", { name: t("admin.auth.logout"), exact: true }).click();
    await signIn(staff, "jp", email, second);

    // The history lists the account's changes, for staff too.
    await staff.goto("/jp/admin/history");
    await staff.getByLabel(t("admin.history.entity")).selectOption("account");
    await staff.getByRole("button", { name: t("admin.common.apply") }).click();
    await expect(staff).toHaveURL(/entity=account/);
    const rows = staff.getByRole("listitem").filter({ hasText: name });
    await expect(rows.filter({ hasText: t("admin.history.actions.created") })).toHaveCount(1);
    await expect(rows.filter({ hasText: t("admin.history.actions.password") })).toHaveCount(2);

    // Their display name, as the owner gave it: an empty one is refused in words, a new one names them at once, in
    // the account menu and as the author of a note on a request (the rule itself: lib/auth/display-name.test.ts).
    const renamed = `経理 花子 ${tag}`;
    await staff.goto("/jp/admin/account");
    const nameField = staff.getByLabel(t("admin.account.displayName"), { exact: true });
    await expect(nameField).toHaveValue(name);
    const changeName = staff.getByRole("button", { name: t("admin.account.changeName") });
    await nameField.fill(" ");
    await changeName.click();
    await expect(nameField).toHaveAccessibleDescription(new RegExp(t("validation.required")));
    await nameField.fill(` ${renamed} `);
    await changeName.click();
    await expect(staff.getByText(t("admin.account.nameChanged"))).toBeVisible();
    await staff.getByRole("button", { name: t("admin.auth.account"), exact: true }).click();
    await expect(staff.getByText(t("admin.auth.signedInAs", { name: renamed }))).toBeVisible();
    const answer = await postRequestForm(staff.request, "/jp/contact/sale", requestAnswers("Rename", freshEmail()));
    const n = copyPattern("jp", "request.thanksText").exec((await serverHtml(answer)).text)![1];
    await staff.goto(`/jp/admin/orders/${n}`);
    await staff.getByLabel(t("admin.orders.noteLabel"), { exact: true }).fill("名前の確認");
    await staff.getByRole("button", { name: t("admin.orders.addNote") }).click();
    await expect(staff.getByTestId("order-notes")).toContainText(renamed);
  } finally {
    await context.close();
  }
});

/** Adds an account from the owners' page and answers the name its row buttons carry. */
async function addAccount(page: Page, locale: "jp" | "en", tag: string) {
  const t = copy[locale];
  const name = `${locale === "jp" ? "整備 太郎" : "Taro Mechanic"} ${tag}`;
  await page.goto(`/${locale}/admin/staff`);
  await page.getByLabel(t("admin.staff.name"), { exact: true }).fill(name);
  await page.getByLabel(t("admin.staff.email"), { exact: true }).fill(`mechanic-${tag}@e2e.example`);
  await page.getByRole("button", { name: t("admin.staff.create") }).click();
  await expect(page.getByLabel(t("admin.staff.linkLabel"))).toBeVisible();
  return name;
}

test("an owner changes a role, disables an account and makes a new password link, asked first (en)", async ({
  page,
}, testInfo) => {
  const t = copy.en;
  await signInAsStaff(page, "en");
  const name = await addAccount(page, "en", `${testInfo.project.name}-en-${Date.now().toString(36)}`);

  await page.getByLabel(`${t("admin.staff.role")}: ${name}`, { exact: true }).selectOption("owner");
  await page.getByRole("button", { name: `${t("admin.staff.changeRole")}: ${name}` }).click();
  await expect(page.getByText(t("admin.staff.roleChanged"))).toBeVisible();

  // Disabling asks in a dialog; the row then offers to enable it again.
  await page.getByRole("button", { name: `${t("admin.staff.disable")}: ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: t("admin.staff.confirmDisableTitle", { name }) });
  await dialog.getByRole("button", { name: t("admin.staff.disable") }).click();
  await expect(page.getByText(t("admin.staff.disabled"))).toBeVisible();
  await expect(page.getByRole("button", { name: `${t("admin.staff.enable")}: ${name}` })).toBeVisible();

  await page.getByRole("button", { name: `${t("admin.staff.reset")}: ${name}` }).click();
  await page
    .getByRole("dialog", { name: t("admin.staff.confirmResetTitle", { name }) })
    .getByRole("button", { name: t("admin.staff.reset") })
    .click();
  // Below the add form's link, still shown.
  await expect(page.getByLabel(t("admin.staff.linkLabel")).last()).toHaveValue(/\/en\/admin\/auth\/setup\?token=/);

  // The owner gives it a new display name in its row; the list names it so at once.
  const renamed = name.replace("Taro Mechanic", "Taro Workshop");
  await page.getByLabel(`${t("admin.account.displayName")}: ${name}`, { exact: true }).fill(renamed);
  await page.getByRole("button", { name: `${t("admin.account.changeName")}: ${name}` }).click();
  await expect(page.getByText(t("admin.account.nameChanged"))).toBeVisible();
  await expect(page.getByRole("button", { name: `${t("admin.staff.changeRole")}: ${renamed}` })).toBeVisible();
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("each row's change is a form that posts, and a box stands in for the question", async ({ page }, testInfo) => {
    const t = copy.jp;
    await signInAsStaff(page, "jp");
    const name = await addAccount(page, "jp", `${testInfo.project.name}-nojs-jp-${Date.now().toString(36)}`);

    await page.getByLabel(`${t("admin.staff.role")}: ${name}`, { exact: true }).selectOption("owner");
    await page.getByRole("button", { name: `${t("admin.staff.changeRole")}: ${name}` }).click();
    await expect(page.getByText(t("admin.staff.roleChanged"))).toBeVisible();
    await expect(page.getByLabel(`${t("admin.staff.role")}: ${name}`, { exact: true })).toHaveValue("owner");

    // The box must be ticked before disabling does anything.
    const disable = page.getByRole("button", { name: `${t("admin.staff.disable")}: ${name}` });
    await disable.click();
    await expect(page.getByText(t("admin.staff.disabled"))).toHaveCount(0);
    const form = page.locator("form").filter({ has: disable });
    await form.getByLabel(t("admin.common.confirmCheck")).check();
    await disable.click();
    await expect(page.getByText(t("admin.staff.disabled"))).toBeVisible();
    await expect(page.getByRole("button", { name: `${t("admin.staff.enable")}: ${name}` })).toBeVisible();

    const reset = page.getByRole("button", { name: `${t("admin.staff.reset")}: ${name}` });
    await page.locator("form").filter({ has: reset }).getByLabel(t("admin.common.confirmCheck")).check();
    await reset.click();
    await expect(page.getByLabel(t("admin.staff.linkLabel"))).toHaveValue(/\/jp\/admin\/auth\/setup\?token=/);
  });
});
