import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_ADMIN, E2E_AUTH_SECRET } from "../playwright.config";
import { canRunPrivatePostgres, createPrivatePostgres, type PrivatePostgres } from "../test/private-postgres";
import { startProductionServer, type ProductionServer } from "../scripts/lib/production-server";
import { openContactForm, sendContactForm, type SendOutcome } from "../scripts/lib/contact-form";
import { copy, copyPattern, fillRequest, freePort, REQUEST_FIELDS, signInAsStaff } from "./support";

// PostgreSQL stopped and started again under the site while visitors browse and send requests. The server is
// one of this test's own, so no other test loses its database.

type Phase = "up" | "down" | "restarted";
/** A page request, with the phase it was sent in and the one its answer came in. */
type PageAnswer = {
  path: string;
  status: number;
  friendly503: boolean;
  errorPage: boolean;
  leaks: boolean;
  retryAfter: boolean;
  during: Phase;
  answered: Phase;
};

const UNAVAILABLE = [copy.jp("errors.unavailableHeading"), copy.en("errors.unavailableHeading")];
const SERVER_ERROR = [copy.jp("errors.serverErrorHeading"), copy.en("errors.serverErrorHeading")];
const LEAKS = /prisma|ECONNREFUSED|Can't reach database|terminating connection|\bat async\b|node_modules/i;

test.describe("when PostgreSQL stops and comes back", () => {
  test.skip(!canRunPrivatePostgres(), "needs PostgreSQL's server programs to run a server of the test's own");

  let database: PrivatePostgres | undefined;
  let server: ProductionServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = createPrivatePostgres(await freePort());
    server = await startProductionServer({
      port: await freePort(),
      databaseUrl: database.url,
      authSecret: E2E_AUTH_SECRET,
      env: { SKIP_BUILD: "1", ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, TRUST_PROXY_HOPS: "1" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    database?.destroy();
  });

  test("pages answer 503, requests are refused, nothing is half-saved or lost, the site recovers", async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const base = server!.base;
    const count = async (sql: string) => {
      const client = new pg.Client({ connectionString: database!.url });
      await client.connect();
      try {
        return Number((await client.query(sql)).rows[0].count);
      } finally {
        await client.end();
      }
    };
    const vehiclesBefore = await count("SELECT count(*) FROM vehicles");
    const template = await openContactForm(base);

    // A visitor with the contact form open in a browser when the database goes.
    const visitor = await (await browser.newContext({ baseURL: base })).newPage();
    await visitor.goto("/jp/contact/assessment");
    await fillRequest(visitor, "jp", "停止", `outage-${Date.now()}@example.jp`);

    // And a staff member half-way through a blog post.
    const staff = await (await browser.newContext({ baseURL: base })).newPage();
    await signInAsStaff(staff, "jp");
    await staff.goto("/jp/admin/blog/new");
    const postBody = staff.getByLabel(copy.jp("admin.blogPosts.fields.body"));
    await staff.getByLabel(copy.jp("admin.blogPosts.fields.title")).fill("停止中に書いた記事");
    await postBody.fill("保存できなくても消えない本文");

    let phase: Phase = "up";
    let running = true;
    const pages: PageAnswer[] = [];
    const sent: (SendOutcome & { during: Phase })[] = [];
    const paths = ["/jp", "/jp/sale", "/en/sale", "/en", "/jp/company", "/jp/sale?q=エルフ"];
    // The senders of requests keep pace with the browsers: one request each per page answered.
    const pageAnswered: (() => void)[] = [];
    const nextPageAnswer = () => (running ? new Promise<void>((resolve) => pageAnswered.push(resolve)) : undefined);
    const answeredPage = () => pageAnswered.splice(0).forEach((resolve) => resolve());
    const browse = async (worker: number) => {
      for (let i = worker; running; i++) {
        const path = paths[i % paths.length];
        const during = phase;
        try {
          const response = await fetch(`${base}${path}`);
          const html = await response.text();
          pages.push({
            path,
            status: response.status,
            during,
            answered: phase,
            friendly503: response.status === 503 && UNAVAILABLE.some((heading) => html.includes(heading)),
            errorPage: SERVER_ERROR.some((heading) => html.includes(heading)),
            leaks: LEAKS.test(html),
            retryAfter: response.headers.has("retry-after"),
          });
        } catch {
          pages.push({
            path,
            status: 0,
            during,
            answered: phase,
            friendly503: false,
            errorPage: false,
            leaks: false,
            retryAfter: false,
          });
        }
        answeredPage();
      }
    };
    let sender = 0;
    const submit = async () => {
      while (running) {
        const during = phase;
        sent.push({
          ...(await sendContactForm(template, 70_000 + sender++).catch(
            () => ({ outcome: "failed", status: 0 }) as const,
          )),
          during,
        });
        await nextPageAnswer();
      }
    };
    const load = Promise.all([0, 1, 2].map(browse).concat([submit(), submit()]));
    /** Waits until the pages answered and the requests sent in this phase are enough to judge it by. */
    const phaseSeen = async (answered: Phase, enough: (pages: PageAnswer[], sent: SendOutcome[]) => boolean) =>
      await expect
        .poll(
          () =>
            enough(
              pages.filter((p) => p.during === answered && p.answered === answered),
              sent.filter((s) => s.during === answered),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);

    await phaseSeen("up", (up, sentUp) => up.length >= paths.length && sentUp.some((s) => s.outcome === "stored"));
    database!.stop();
    phase = "down";
    await expect.poll(async () => (await fetch(`${base}/jp`)).status, { timeout: 15_000 }).toBe(503);

    // What the visitor sees: the request is refused in the form, with what they typed still there.
    await visitor.getByRole("button", { name: copy.jp("form.submit") }).click();
    await expect(visitor.getByRole("alert").filter({ hasText: copy.jp("form.serviceDown") })).toBeVisible();
    await expect(visitor.getByLabel(REQUEST_FIELDS.jp.last)).toHaveValue("停止");
    await staff.getByRole("button", { name: copy.jp("admin.common.save") }).click();
    await expect(staff.getByRole("alert").filter({ hasText: copy.jp("actions.serviceDown") })).toBeVisible();
    await expect(postBody).toHaveValue("保存できなくても消えない本文");
    // And any page they open next, in either language.
    const unavailable = await (await browser.newContext({ baseURL: base })).newPage();
    const answer = await unavailable.goto("/en/sale");
    expect(answer?.status()).toBe(503);
    await expect(
      unavailable.getByRole("heading", { level: 1, name: copy.en("errors.unavailableHeading") }),
    ).toBeVisible();
    await expect(unavailable.getByRole("link", { name: copy.en("contact.phoneLabel") })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await unavailable.goto("/jp/sale");
    await expect(
      unavailable.getByRole("heading", { level: 1, name: copy.jp("errors.unavailableHeading") }),
    ).toBeVisible();
    await phaseSeen(
      "down",
      (down, sentDown) =>
        down.filter((p) => p.status === 503).length >= paths.length && sentDown.some((s) => s.outcome === "refused"),
    );

    database!.start();
    phase = "restarted";
    await expect.poll(async () => (await fetch(`${base}/jp`)).status, { timeout: 30_000 }).toBe(200);
    await unavailable.getByRole("link", { name: copy.jp("build.reload") }).click();
    await expect(unavailable.getByRole("heading", { level: 1, name: copy.jp("catalogue.saleTitle") })).toBeVisible();
    await visitor.getByRole("button", { name: copy.jp("form.submit") }).click();
    await expect(
      visitor.getByRole("status").filter({ hasText: copyPattern("jp", "request.thanksText") }),
    ).toBeVisible();
    await staff.getByRole("button", { name: copy.jp("admin.common.save") }).click();
    await expect(staff).toHaveURL(/\/jp\/admin\/blog\/\d+$/);
    await phaseSeen(
      "restarted",
      (restarted, sentRestarted) =>
        restarted.length >= paths.length && sentRestarted.some((s) => s.outcome === "stored"),
    );
    running = false;
    answeredPage();
    await load;

    const tally = (keys: string[]) =>
      [...new Set(keys)].map((key) => `${key}×${keys.filter((k) => k === key).length}`).join(" ");
    test.info().annotations.push({
      type: "outage",
      description: [
        `pages ${tally(pages.map((p) => `${p.during}→${p.answered}:${p.status}`))}`,
        `requests ${tally(sent.map((s) => `${s.during}:${s.outcome}`))}`,
      ].join("; "),
    });
    // No visitor saw a stack trace or a database message, ever.
    expect(pages.filter((p) => p.leaks)).toEqual([]);
    // Every answer given while the database was away (or to a request sent before and answered after it went).
    const down = pages.filter((p) => p.during === "down" || p.answered === "down");
    expect(down.filter((p) => p.friendly503).length).toBeGreaterThan(0);
    expect(down.filter((p) => p.status === 503).every((p) => p.friendly503 && p.retryAfter)).toBe(true);
    // Only a request already on its way when the server went (or sent in the instant before the instance
    // noticed) can fail as a page error: the site's own page, a handful at most among hundreds of 503s.
    expect(down.filter((p) => p.status !== 503 && p.status !== 200).every((p) => p.status === 500 && p.errorPage)).toBe(
      true,
    );
    expect(down.filter((p) => p.status === 500).length).toBeLessThanOrEqual(6);
    expect(pages.filter((p) => p.during === "up" && p.answered === "up").every((p) => p.status === 200)).toBe(true);
    expect(pages.filter((p) => p.status === 0)).toEqual([]);

    // Each request was either stored (with its number) or refused with the clear message; none failed otherwise.
    expect(
      sent.filter((s) => s.outcome === "failed" || (s.outcome === "refused" && s.reason !== "serviceDown")),
    ).toEqual([]);
    expect(sent.filter((s) => s.during === "down" && s.outcome === "refused").length).toBeGreaterThan(0);
    const stored = sent.flatMap((s) => (s.outcome === "stored" ? [s.number] : []));
    expect(sent.filter((s) => s.during === "restarted" && s.outcome === "stored").length).toBeGreaterThan(0);

    // What the visitors were told is what the dealer has: every stored request with both of its mails, no other.
    expect(await count("SELECT count(*) FROM orders WHERE email LIKE 'load-%'")).toBe(stored.length);
    expect(
      await count(`SELECT count(*) FROM orders WHERE email LIKE 'load-%' AND n NOT IN (${stored.join(",") || "0"})`),
    ).toBe(0);
    expect(
      await count(
        "SELECT count(*) FROM orders o WHERE (SELECT count(*) FROM mail_outbox m WHERE m.order_n = o.n) <> 2",
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) FROM vehicles")).toBe(vehiclesBefore);
  });
});
