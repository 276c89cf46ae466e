import { expect, test, type Page } from "@playwright/test";
import { expectNotFoundPage, signInAsStaff } from "./support";

const LABELS = {
  jp: {
    name: "氏名",
    email: "メールアドレス",
    role: "権限",
    create: "追加してリンクを発行",
    link: "パスワード設定用リンク（この画面でのみ表示）",
    newPassword: "新しいパスワード",
    confirm: "新しいパスワード（確認）",
    setPassword: "パスワードを設定",
    setupDone: "パスワードを設定しました。",
    goSignIn: "ログイン画面へ",
    signInEmail: "メールアドレス",
    password: "パスワード",
    signIn: "ログイン",
    dashboard: "ダッシュボード",
    account: "アカウント設定",
    accountMenu: "アカウント",
    staffNav: "スタッフアカウント",
    current: "現在のパスワード",
    change: "パスワードを変更",
    changed: "パスワードを変更しました。",
    wrongPassword: "現在のパスワードが正しくありません。",
    logout: "ログアウト",
    delete: "削除",
    history: "変更履歴",
    entity: "種類",
    accounts: "スタッフアカウント",
    apply: "検索する",
    created: "作成",
    passwordSet: "パスワード設定",
    changeRole: "権限を変更",
    roleChanged: "権限を変更しました。",
    owner: "オーナー",
    disable: "利用を停止",
    disabled: "利用を停止し、ログイン中の端末からもログアウトさせました。",
    enable: "利用を再開",
    reset: "パスワード再設定リンクを発行",
    confirmCheck: "上記の内容を確認しました",
  },
  en: {
    name: "Name",
    email: "Email",
    role: "Role",
    create: "Add and create a link",
    link: "Password setup link (shown only now)",
    newPassword: "New password",
    confirm: "New password again",
    setPassword: "Set password",
    setupDone: "Your password is set.",
    goSignIn: "Go to sign-in",
    signInEmail: "Email address",
    password: "Password",
    signIn: "Sign in",
    dashboard: "Dashboard",
    account: "Your account",
    accountMenu: "Account",
    staffNav: "Staff accounts",
    current: "Current password",
    change: "Change password",
    changed: "Password changed.",
    wrongPassword: "The current password is not correct.",
    logout: "Sign out",
    delete: "Delete",
    history: "Change history",
    entity: "Kind",
    accounts: "Staff account",
    apply: "Search",
    created: "Created",
    passwordSet: "Password set",
    changeRole: "Change role",
    roleChanged: "Role changed.",
    owner: "Owner",
    disable: "Disable",
    disabled: "Account disabled and signed out on every device.",
    enable: "Enable",
    reset: "Create a password reset link",
    confirmCheck: "I have read the above and confirm",
  },
} as const;

// Two browsers, a password hashed four times with scrypt: long on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });
/** A password checked or set takes scrypt's 128 MiB and a few hundred milliseconds, many times that under load. */
const SCRYPT_WAIT = 20_000;

async function signIn(page: Page, locale: "jp" | "en", email: string, password: string) {
  const l = LABELS[locale];
  await page.goto(`/${locale}/admin/auth`);
  await page.getByLabel(l.signInEmail, { exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: l.signIn, exact: true }).click();
  // The dashboard counts the day's work: on a loaded machine it takes a moment.
  await expect(page.getByRole("heading", { level: 1, name: l.dashboard })).toBeVisible({ timeout: 20_000 });
}

for (const locale of ["jp", "en"] as const) {
  test(`an owner adds a staff member, who sets a password, cannot delete, and changes it (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    const l = LABELS[locale];
    const tag = `${testInfo.project.name}-${locale}-${Date.now().toString(36)}`;
    const name = `${locale === "jp" ? "事務 花子" : "Hana Clerk"} ${tag}`;
    const email = `clerk-${tag}@e2e.example`;
    const first = `first password ${tag}`;
    const second = `second password ${tag}`;

    // The owner adds the account and is shown its one-time link.
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/staff`);
    await page.getByLabel(l.name, { exact: true }).fill(name);
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.role, { exact: true }).selectOption("staff");
    await page.getByRole("button", { name: l.create }).click();
    const link = await page.getByLabel(l.link).inputValue();
    expect(link).toMatch(new RegExp(`/${locale}/admin/auth/setup\\?token=`));
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // The new member opens it signed out and sets a password; the link then works no more.
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const staff = await context.newPage();
    try {
      await staff.goto(link);
      await staff.getByLabel(l.newPassword, { exact: true }).fill(first);
      await staff.getByLabel(l.confirm, { exact: true }).fill(first);
      await staff.getByRole("button", { name: l.setPassword }).click();
      await expect(staff.getByText(l.setupDone)).toBeVisible({ timeout: SCRYPT_WAIT });
      await staff.getByRole("link", { name: l.goSignIn }).click();
      await signIn(staff, locale, email, first);

      // Staff see no delete button and no account management, and the owners' page does not exist for them.
      await expect(staff.getByRole("link", { name: l.staffNav })).toHaveCount(0);
      for (const list of ["sale", "reviews"]) {
        await staff.goto(`/${locale}/admin/${list}`);
        await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(staff.getByRole("button", { name: new RegExp(`^${l.delete}`), includeHidden: true })).toHaveCount(
          0,
        );
        // The owner's same list offers them.
        await page.goto(`/${locale}/admin/${list}`);
        // On a phone they wait in each row's menu.
        await expect(
          page.getByRole("button", { name: new RegExp(`^${l.delete}`), includeHidden: true }),
        ).not.toHaveCount(0);
      }
      await staff.goto(`/${locale}/admin/staff`);
      await expectNotFoundPage(staff, `/${locale}/admin/staff`, locale);

      // Their own password: the current one is checked, then the new one works.
      await staff.goto(`/${locale}/admin/account`);
      await staff.getByLabel(l.current, { exact: true }).fill("not my password");
      await staff.getByLabel(l.newPassword, { exact: true }).fill(second);
      await staff.getByLabel(l.confirm, { exact: true }).fill(second);
      await staff.getByRole("button", { name: l.change }).click();
      await expect(staff.getByText(l.wrongPassword)).toBeVisible({ timeout: SCRYPT_WAIT });
      await staff.getByLabel(l.current, { exact: true }).fill(first);
      await staff.getByLabel(l.newPassword, { exact: true }).fill(second);
      await staff.getByLabel(l.confirm, { exact: true }).fill(second);
      await staff.getByRole("button", { name: l.change }).click();
      await expect(staff.getByText(l.changed)).toBeVisible({ timeout: SCRYPT_WAIT });
      await staff.getByRole("button", { name: l.accountMenu, exact: true }).click();
      await staff.getByRole("button", { name: l.logout, exact: true }).click();
      await signIn(staff, locale, email, second);

      // The history lists the account's changes, for staff too.
      await staff.goto(`/${locale}/admin/history`);
      await staff.getByLabel(l.entity).selectOption("account");
      await staff.getByRole("button", { name: l.apply }).click();
      await expect(staff).toHaveURL(/entity=account/);
      const rows = staff.getByRole("listitem").filter({ hasText: name });
      await expect(rows.filter({ hasText: l.created })).toHaveCount(1);
      await expect(rows.filter({ hasText: l.passwordSet })).toHaveCount(2);
    } finally {
      await context.close();
    }
  });
}

/** Adds an account from the owners' page and answers the name its row buttons carry. */
async function addAccount(page: Page, locale: "jp" | "en", tag: string) {
  const l = LABELS[locale];
  const name = `${locale === "jp" ? "整備 太郎" : "Taro Mechanic"} ${tag}`;
  await page.goto(`/${locale}/admin/staff`);
  await page.getByLabel(l.name, { exact: true }).fill(name);
  await page.getByLabel(l.email, { exact: true }).fill(`mechanic-${tag}@e2e.example`);
  await page.getByRole("button", { name: l.create }).click();
  await expect(page.getByLabel(l.link)).toBeVisible();
  return name;
}

for (const locale of ["jp", "en"] as const) {
  test(`an owner changes a role, disables an account and makes a new password link, asked first (${locale})`, async ({
    page,
  }, testInfo) => {
    const l = LABELS[locale];
    await signInAsStaff(page, locale);
    const name = await addAccount(page, locale, `${testInfo.project.name}-${locale}-${Date.now().toString(36)}`);

    await page.getByLabel(`${l.role}: ${name}`, { exact: true }).selectOption("owner");
    await page.getByRole("button", { name: `${l.changeRole}: ${name}` }).click();
    await expect(page.getByText(l.roleChanged)).toBeVisible();

    // Disabling asks in a dialog; the row then offers to enable it again.
    await page.getByRole("button", { name: `${l.disable}: ${name}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: l.disable }).click();
    await expect(page.getByText(l.disabled)).toBeVisible();
    await expect(page.getByRole("button", { name: `${l.enable}: ${name}` })).toBeVisible();

    await page.getByRole("button", { name: `${l.reset}: ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: l.reset }).click();
    // Below the add form's link, still shown.
    await expect(page.getByLabel(l.link).last()).toHaveValue(new RegExp(`/${locale}/admin/auth/setup\\?token=`));
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ["jp", "en"] as const) {
    test(`each row's change is a form that posts, and a box stands in for the question (${locale})`, async ({
      page,
    }, testInfo) => {
      const l = LABELS[locale];
      await signInAsStaff(page, locale);
      const name = await addAccount(page, locale, `${testInfo.project.name}-nojs-${locale}-${Date.now().toString(36)}`);

      await page.getByLabel(`${l.role}: ${name}`, { exact: true }).selectOption("owner");
      await page.getByRole("button", { name: `${l.changeRole}: ${name}` }).click();
      await expect(page.getByText(l.roleChanged)).toBeVisible();
      await expect(page.getByLabel(`${l.role}: ${name}`, { exact: true })).toHaveValue("owner");

      // The box must be ticked before disabling does anything.
      const disable = page.getByRole("button", { name: `${l.disable}: ${name}` });
      await disable.click();
      await expect(page.getByText(l.disabled)).toHaveCount(0);
      const form = page.locator("form").filter({ has: disable });
      await form.getByLabel(l.confirmCheck).check();
      await disable.click();
      await expect(page.getByText(l.disabled)).toBeVisible();
      await expect(page.getByRole("button", { name: `${l.enable}: ${name}` })).toBeVisible();

      const reset = page.getByRole("button", { name: `${l.reset}: ${name}` });
      await page.locator("form").filter({ has: reset }).getByLabel(l.confirmCheck).check();
      await reset.click();
      await expect(page.getByLabel(l.link)).toHaveValue(new RegExp(`/${locale}/admin/auth/setup\\?token=`));
    });
  }
});
