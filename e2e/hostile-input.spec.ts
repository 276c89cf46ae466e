import { expect, test } from "@playwright/test";
import { asFreshSender, copy } from "./support";

// What a careless or hostile visitor types into the contact form, as the page with its scripts answers it. Which
// characters and lengths each field refuses is lib/requests/schema.test.ts › "contactSchema"; the English form's
// answer to the same fields, sent without scripts, is e2e/hostile-input.http.spec.ts.
test("the contact form answers script, control characters, overlong text per field", async ({ page }) => {
  await asFreshSender(page);
  await page.goto("/jp/contact/purchase");
  const form = page.locator("form").filter({ has: page.locator('textarea[name="message"]') });
  await form.evaluate((element, long) => {
    const set = (name: string, value: string) => {
      const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
      field.removeAttribute("maxlength");
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    };
    set("lastName", "<script>alert(1)</script>");
    set("firstName", "太郎");
    set("email", "hostile@example.jp");
    set("phone", "09012345678");
    set("message", `査定希望\u0000${long}`);
  }, "あ".repeat(2100));
  await page.getByRole("button", { name: copy.jp("form.submit") }).click();
  await expect(page.getByText(copy.jp("validation.excludedCharacter")).first()).toBeVisible();
  await expect(page.getByText(/alert\(1\)/)).toHaveCount(0);
  expect(page.url()).toContain("/jp/contact/purchase");
});
