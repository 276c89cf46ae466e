import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  copy,
  copyPattern,
  freshEmail,
  postRequestForm,
  requestAnswers,
  scriptsStarted,
  serverHtml,
  signInAsStaff,
} from "./support";

// The customer as one person (issue 39): two requests with one phone number written two ways and a third with the
// first one's address in capitals are one customer, reached from each request; staff merge a stranger's request in
// and split it off again, and send one request's status link anew, after which the old link no longer opens; they
// find the customer in the customer list by phone and leave a note on them. The
// rules beneath (every writing of a phone and an address, the latest match after a split, conflicts, the
// migration) are lib/customers/*.integration.test.ts's and keys.test.ts's.

/** A mobile number no other run sends, as its digits. */
const freshPhone = () => `090${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const fullWidth = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`.replace(/[0-9-]/g, (c) =>
    c === "-" ? "－" : String.fromCharCode(c.charCodeAt(0) + 0xfee0),
  );

/** Sends a sale enquiry as a browser without scripts does; answers its number and its status link's token. */
async function send(request: APIRequestContext, locale: "jp" | "en", contact: { phone: string; email: string }) {
  const answer = await postRequestForm(request, `/${locale}/contact/sale`, {
    ...requestAnswers("Customer", contact.email),
    ...contact,
  });
  const { text, html } = await serverHtml(answer);
  return {
    n: copyPattern(locale, "request.thanksText").exec(text)![1],
    token: /\/requests\/([A-Za-z0-9_-]{43})/.exec(html)![1],
  };
}

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];

  test(`in ${locale}, staff see one customer's requests, merge, split and send a status link again`, async ({
    page,
  }) => {
    test.slow();
    const phone = freshPhone();
    const email = freshEmail();
    const first = await send(page.request, locale, { phone: fullWidth(phone), email });
    const second = await send(page.request, locale, { phone: `+81 ${phone.slice(1)}`, email: freshEmail() });
    const third = await send(page.request, locale, { phone: freshPhone(), email: email.toUpperCase() });
    const stranger = await send(page.request, locale, { phone: freshPhone(), email: freshEmail() });

    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/orders/${first.n}`);
    await page.getByRole("link", { name: t("admin.orders.customerLink", { count: 2 }) }).click();
    const requests = page.getByTestId("customer-requests");
    for (const { n } of [first, second, third])
      await expect(requests.getByRole("link", { name: t("admin.orders.detailTitle", { n }) })).toBeVisible();
    const customerUrl = page.url();
    // No mail server on the test server: each status link's mail waits in the outbox, and the page says so.
    await expect(requests.getByText(copyPattern(locale, "admin.customers.statusLinkStored"))).toHaveCount(3);

    // The stranger was the same person after all: merged in by their request's number…
    await page.getByLabel(t("admin.customers.otherN")).fill(stranger.n);
    await page.getByRole("button", { name: t("admin.customers.mergeButton") }).click();
    // Asked first: a merge moves every request of the other customer.
    await page
      .getByRole("dialog", { name: t("admin.customers.mergeTitle") })
      .getByRole("button", { name: t("admin.customers.mergeConfirm") })
      .click();
    await expect(page.getByText(t("admin.customers.merged"))).toBeVisible();
    await expect(requests.getByRole("link", { name: t("admin.orders.detailTitle", { n: stranger.n }) })).toBeVisible();

    // …no, they were not: split off again, to a customer of their own.
    await page.getByLabel(t("admin.customers.splitCheck", { n: stranger.n })).check();
    await page.getByRole("button", { name: t("admin.customers.splitButton") }).click();
    await page
      .getByRole("dialog", { name: t("admin.customers.splitTitle") })
      .getByRole("button", { name: t("admin.customers.splitConfirm") })
      .click();
    await expect(page.getByText(t("admin.customers.splitDone"))).toBeVisible();
    await expect(requests.getByRole("link", { name: t("admin.orders.detailTitle", { n: stranger.n }) })).toHaveCount(0);
    await page.getByRole("link", { name: t("admin.customers.newCustomer") }).click();
    await expect(page.getByTestId("customer-requests").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText(t("admin.history.actions.split"))).toBeVisible();

    // The first request's status link, sent again: the old one stops opening the page.
    await page.goto(customerUrl);
    const resend = page.getByRole("button", { name: `${t("admin.customers.resend")}: ${first.n}` });
    // Pressed before the page's script runs, the button posts its form with no question asked, and no dialog opens.
    await scriptsStarted(resend);
    await resend.click();
    await page
      .getByRole("dialog", { name: t("admin.customers.resendTitle") })
      .getByRole("button", { name: t("admin.customers.resendConfirm") })
      .click();
    await expect(page.getByText(t("admin.customers.resentUnsent", { n: first.n }))).toBeVisible();
    await expect(
      page.getByTestId("customer-timeline").getByText(t("admin.orders.mailKinds.statusLink"), { exact: false }),
    ).toBeVisible();
    expect((await page.request.get(`/${locale}/requests/${first.token}`)).status()).toBe(404);
    expect((await page.request.get(`/${locale}/requests/${second.token}`)).status()).toBe(200);

    // The customer calls again: staff find them in the customer list by the number the phone shows, and note
    // what to remember across requests.
    await page
      .getByRole("link", { name: t("admin.nav.customers") })
      .first()
      .click();
    await page.getByLabel(t("admin.customers.search")).fill(fullWidth(phone));
    await page.getByRole("button", { name: t("admin.common.apply") }).click();
    await expect(page.getByText(t("admin.customers.listCount", { total: 1 }))).toBeVisible();
    await page.getByRole("link", { name: t("mail.nameValue", { last: "Customer", first: "Taro" }) }).click();
    await expect(page).toHaveURL(customerUrl);
    await page.getByLabel(t("admin.customers.noteLabel")).fill("Pays cash at month end.");
    await page.getByRole("button", { name: t("admin.customers.addNote") }).click();
    await expect(page.getByRole("status")).toHaveText(t("admin.customers.noteAdded"));
    await expect(page.getByTestId("customer-notes")).toContainText("Pays cash at month end.");
  });
}
