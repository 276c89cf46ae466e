import { expect, test, type Page } from "@playwright/test";
import { copy, REQUEST_FIELDS, scriptsStarted, signInAsStaff } from "./support";

// Every form checks, with scripts, the schema its action checks before anything is sent (useFormAction): a public
// form and a staff form, in each language. Which values each schema takes is lib/'s to prove; the form without
// scripts is e2e/contact.http.spec.ts's and e2e/forms-resilience.spec.ts's.

/** The posts the page sends from now on: a form refused in the browser sends none. */
function postsOf(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

for (const locale of ["jp", "en"] as const) {
  test(`an empty contact form and an empty review are refused unsent, the first field focused (${locale})`, async ({
    page,
  }) => {
    const t = copy[locale];
    const fields = REQUEST_FIELDS[locale];
    const send = page.getByRole("button", { name: fields.send });
    await page.goto(`/${locale}/contact/sale`);
    await scriptsStarted(send);
    const contactPosts = postsOf(page);
    await send.click();

    // The surname comes first on the form: it takes the focus, with its message, and the list at the top names
    // every field to fix in the order the form shows them, down to the consent box.
    const surname = page.getByLabel(fields.last);
    await expect(surname).toBeFocused();
    await expect(surname).toHaveAccessibleDescription(t("validation.required"));
    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText(t("form.invalid"));
    await expect(summary.getByRole("link").first()).toHaveText(`${t("form.lastName")}: ${t("validation.required")}`);
    await expect(summary.getByRole("link").last()).toHaveAttribute("href", "#request-privacyConsent");
    expect(contactPosts).toEqual([]);

    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/reviews/new`);
    const save = page.getByRole("button", { name: t("admin.common.save") });
    await scriptsStarted(save);
    const reviewPosts = postsOf(page);
    await save.click();

    const customer = page.getByLabel(t("admin.reviews.fields.customerName"));
    await expect(customer).toBeFocused();
    await expect(customer).toHaveAccessibleDescription(new RegExp(t("validation.required")));
    await expect(page.getByLabel(t("admin.reviews.fields.text"), { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("alert").filter({ hasText: t("actions.invalid") })).toBeVisible();
    expect(reviewPosts).toEqual([]);
  });
}
