import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { copy, serverHtml, signInByForm } from "./support";

// Staff sign-in and sign-out as plain posts, as a browser without scripts sends them (the journey with scripts is
// e2e/admin-auth.spec.ts).

test("without scripts the English sign-in form posts to the endpoint, whose redirect opens the dashboard", async ({
  request,
  baseURL,
}) => {
  const signInPage = await serverHtml(await request.get("/en/admin/auth"));
  expect(signInPage.lang).toBe("en");
  expect(signInPage.text).toContain(copy.en("admin.auth.submit"));
  const form = /<form\b[^>]*\baction="\/api\/admin\/login"[^>]*>([\s\S]*?)<\/form>/.exec(signInPage.markup);
  expect(form, "a form that posts to /api/admin/login").not.toBeNull();
  expect(form![0]).toMatch(/\bmethod="post"/i);
  const fields = Object.fromEntries(
    [...form![1].matchAll(/<input\b[^>]*>/g)].map(([input]) => [
      /\bname="([^"]+)"/.exec(input)?.[1],
      /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "",
    ]),
  );
  expect(Object.keys(fields)).toEqual(expect.arrayContaining(["email", "password", "locale"]));

  const response = await request.post("/api/admin/login", {
    form: { ...fields, email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/en/admin");
  const dashboard = await request.get("/en/admin", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  expect((await serverHtml(dashboard)).text).toContain(copy.en("admin.dashboard.title"));
});

test("repeated failures for an account from one address are refused with 429", async ({ request, baseURL }) => {
  const attempt = () =>
    request.post("/api/admin/login", {
      headers: { Origin: baseURL!, Accept: "application/json" },
      multipart: { email: "locked-out@e2e.example", password: "wrong password", locale: "en" },
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await attempt()).status());
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(statuses[5]).toBe(429);
  expect(await (await attempt()).json()).toMatchObject({ ok: false, formError: { code: "throttled" } });
});

// The dialog that asks first, and its cancel, are e2e/admin-phone.spec.ts's; this is the post a page without scripts
// sends when its box was not ticked.
test("a post to sign out on every device without its confirmation ends nothing", async ({ request, baseURL }) => {
  await signInByForm(request, "jp");
  const response = await request.post("/api/admin/logout", {
    headers: { Origin: baseURL! },
    form: { locale: "ja", everywhere: "1" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe("/jp/admin");
  const dashboard = await request.get("/jp/admin", { maxRedirects: 0 });
  expect(dashboard.status()).toBe(200);
  expect((await serverHtml(dashboard)).text).toContain(copy.jp("admin.dashboard.title"));
});
