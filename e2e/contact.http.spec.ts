import { expect, test } from "@playwright/test";
import { CONTACT_TYPES } from "@/lib/requests/types";
import { readHiddenFields } from "../scripts/lib/contact-form";
import {
  copy,
  copyPattern,
  expectNotFoundHtml,
  freshEmail,
  freshSenderHeaders,
  postRequestForm,
  requestAnswers,
  serverHtml,
} from "./support";

// The contact form as a browser without scripts posts it, and what the server draws, in plain HTTP. The journey
// with scripts is e2e/contact.spec.ts's; a request sent without them reaching the inbox,
// e2e/forms-resilience.spec.ts's.

test("an unknown request type is the 404 page, in either language", async ({ request }) => {
  for (const locale of ["jp", "en"] as const) {
    const url = `/${locale}/contact/vehicle`;
    await expectNotFoundHtml(await request.get(url), url, locale);
  }
});

test("each request type's page is drawn in English for the English site", async ({ request }) => {
  for (const type of CONTACT_TYPES) {
    const page = await serverHtml(await request.get(`/en/contact/${type}`));
    expect(page.lang).toBe("en");
    expect(page.text).toContain(copy.en(`contactPage.types.${type}.title`));
    expect(page.text).toContain(copy.en("form.submit"));
  }
});

test("without scripts, a general question gets its thank-you and number; the page sent twice stores one", async ({
  request,
  baseURL,
}) => {
  const path = "/en/contact/general";
  const sender = freshSenderHeaders();
  // The form as the server drew it: every hidden field has its value in the HTML, the idempotency key included.
  const hidden = Object.fromEntries(readHiddenFields(await (await request.get(path, { headers: sender })).text()));
  expect(hidden.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  const multipart = {
    ...hidden,
    ...requestAnswers("Twice", freshEmail()),
    message: "Can you take a 4t wing truck from Nagoya to Fukuoka by road?",
  };
  const numbers = [];
  const statusLinks = [];
  // Sent twice (a reload, or back and send): the second answer is the first request's.
  for (let i = 0; i < 2; i++) {
    const answer = await request.post(path, { multipart, headers: { Origin: baseURL!, ...sender } });
    expect(answer.status()).toBe(200);
    const page = await serverHtml(answer);
    expect(page.text).toContain(copy.en("request.thanksTitle"));
    expect(page.text).toContain(copy.en("request.next.general"));
    numbers.push(copyPattern("en", "request.thanksText").exec(page.text)?.[1]);
    statusLinks.push(/href="(\/en\/requests\/[\w-]{43})"/.exec(page.markup)?.[1]);
  }
  expect(numbers[0]).toMatch(/^\d{7}$/);
  expect(numbers[1]).toBe(numbers[0]);
  expect(statusLinks[0]).toBeTruthy();
  expect(statusLinks[1]).toBe(statusLinks[0]);
});

test("without scripts, a bad field comes back with its message and what was typed", async ({ request }) => {
  const answer = await postRequestForm(request, "/en/contact/sale", {
    ...requestAnswers("Yamada", "taro@"),
  });
  expect(answer.status()).toBe(200);
  const page = await serverHtml(answer);
  expect(page.text).toContain(copy.en("validation.email"));
  expect(page.text).not.toContain(copy.en("request.thanksTitle"));
  // The list of what to fix comes first and takes the focus as the page loads; its link leads to the field.
  expect(page.markup).toMatch(/<div[^>]*role="alert"[^>]*autofocus=""/);
  expect(page.markup).toContain('href="#request-email"');
  expect(page.markup).toMatch(/name="email"[^>]*value="taro@"|value="taro@"[^>]*name="email"/);
  expect(page.markup).toMatch(/name="lastName"[^>]*value="Yamada"|value="Yamada"[^>]*name="lastName"/);
});

test("without scripts, an empty form lists every field to fix at once, フリガナ included", async ({ request }) => {
  const empty = ["lastName", "firstName", "nameKana", "prefecture", "email", "phone", "message", "website"];
  const answer = await postRequestForm(request, "/jp/contact/sale", {
    ...Object.fromEntries(empty.map((name) => [name, ""])),
    contactMethod: "phone",
  });
  const page = await serverHtml(answer);
  for (const name of ["lastName", "firstName", "nameKana", "prefecture", "email", "phone", "message", "privacyConsent"])
    expect(page.markup, name).toContain(`href="#request-${name}"`);
});
