import { expect, test } from "@playwright/test";
import { openContactForm } from "../scripts/lib/contact-form";
import { thisYear } from "@/lib/requests/vehicle-details";
import { copy, copyPattern, freshEmail, postRequestForm, requestAnswers, serverHtml, signInByForm } from "./support";

// A seller's vehicle sent by a browser without scripts: the page the server draws has the fields, a refusal comes
// back filled in with what was sent, and the stored request shows staff every field. The journey with scripts is
// e2e/request-vehicle.spec.ts's.

test("without scripts, /contact shows every type's vehicle part under a heading saying whose it is", async ({
  request,
}) => {
  const page = await serverHtml(await request.get("/jp/contact"));
  for (const part of ["offered", "wanted", "named"] as const)
    expect(page.text).toContain(copy.jp(`requestVehicle.sectionFor.${part}`));
  expect(page.markup).toContain('name="maker"');
  expect(page.markup).toContain('name="budget"');
  expect(page.markup).not.toMatch(/<fieldset[^>]*disabled/);
});

test("without scripts, an assessment with its vehicle is refused filled in, then stored for staff", async ({
  request,
  baseURL,
}) => {
  const path = "/jp/contact/assessment";
  const { vehicle } = await openContactForm(baseURL!, path);
  const maker = vehicle.find(([name]) => name === "maker")![1];
  const answers = {
    ...requestAnswers("車両", freshEmail()),
    ...Object.fromEntries(vehicle),
    model: "プロフィア",
    year: String(thisYear(new Date()) + 1),
    mileage: "45万km",
    inspection: "deregistered",
    repairHistory: "some",
  };
  const refused = await serverHtml(await postRequestForm(request, path, answers));
  expect(refused.text).toContain(copy.jp("validation.yearInFuture", { value: thisYear(new Date()) }));
  expect(refused.markup).toMatch(/name="mileage"[^>]*value="45万km"|value="45万km"[^>]*name="mileage"/);
  expect(refused.markup).toContain(`<option value="${maker}" selected="">`);
  expect(refused.markup).toContain('<option value="deregistered" selected="">');

  const stored = await serverHtml(await postRequestForm(request, path, { ...answers, year: "2015" }));
  const n = copyPattern("jp", "request.thanksText").exec(stored.text)?.[1];
  expect(n).toMatch(/^\d+$/);

  await signInByForm(request, "jp");
  const staff = await serverHtml(await request.get(`/jp/admin/orders/${n}`));
  for (const value of [
    "プロフィア",
    "2015年（平成27年）",
    "45万km",
    "抹消登録済み",
    copy.jp("requestVehicle.repairHistory.some"),
  ])
    expect(staff.text).toContain(value);
});
