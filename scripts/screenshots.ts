// `npm run screenshots`: every kind of public and staff page, in both languages, at a phone's 375 px and a
// desktop's 1280 px, as full-page pictures to look at before a release (screenshots/<width>-<locale>/), with a
// report of what a machine can see is wrong: a page wider than the screen, and text squeezed into a column so
// narrow it wraps a character or two per line (管理画面 down the sidebar). Like `npm run lighthouse`, it serves
// the production build on a separate demo database; a person still has to look at the pictures.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CONTACT_TYPES } from "../lib/requests/types";
import { routes } from "../lib/routes";
import { chromiumPath } from "./lib/prerequisites";
import { startDemoSite, type DemoSite } from "./lib/demo-site";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "screenshots");
const PORT = Number(process.env.SCREENSHOTS_PORT || 3410);
const WIDTHS = [375, 1280] as const;
const LOCALES = ["jp", "en"] as const;
const STAFF = { email: "screenshots@example.com", password: randomBytes(18).toString("base64url"), name: "山田 太郎" };

interface Shot {
  name: string;
  path: string;
  staff?: boolean;
}

const log = (message: string) => console.log(`[screenshots] ${message}`);

/** A page's place in the sitemap, with its ids and slugs taken out: one picture of each shape is enough. */
function shapeOf(pathname: string): string {
  return pathname
    .replace(/^\/(jp|en)(?=\/|$)/, "")
    .replace(/\/item\/[^/]+/, "/item/:id")
    .replace(/\/(blog|reviews|bodyseisaku)\/[^/]+$/, "/$1/:id")
    .replace(/^\/(sale|purchase)\/(?!item)[^/]+$/, "/$1/:category");
}

async function sitemapPaths(base: string): Promise<string[]> {
  const locations = async (url: string): Promise<string[]> =>
    [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const top = await locations(`${base}/sitemap.xml`);
  const parts = top.filter((url) => url.endsWith(".xml"));
  const pages = [...top.filter((url) => !url.endsWith(".xml"))];
  for (const part of parts) pages.push(...(await locations(part.replace(/^https?:\/\/[^/]+/, base))));
  return pages.map((url) => new URL(url).pathname).filter((pathname) => pathname.startsWith("/jp"));
}

/** One public page of each shape the sitemap has, and the pages it does not list (forms, kept vehicles). */
async function publicShots(base: string): Promise<Shot[]> {
  const byShape = new Map<string, string>();
  for (const pathname of await sitemapPaths(base)) {
    const shape = shapeOf(pathname);
    if (!byShape.has(shape)) byShape.set(shape, pathname.replace(/^\/jp/, "") || "/");
  }
  const vehicle = [...byShape.values()].find((pathname) => pathname.startsWith("/sale/item/")) ?? "";
  const purchaseVehicle = [...byShape.values()].find((pathname) => pathname.startsWith("/purchase/item/")) ?? "";
  const ids = [...(await sitemapPaths(base))]
    .filter((pathname) => pathname.startsWith("/jp/sale/item/"))
    .slice(0, 3)
    .map((pathname) => `sale:${pathname.split("/").pop()}`)
    .join(",");
  const shots: Shot[] = [...byShape].map(([shape, pathname]) => ({ name: shape, path: pathname }));
  shots.push(
    { name: "/sale/item/:id/order", path: `${vehicle}/order` },
    { name: "/sale/item/:id/print", path: `${vehicle}/print` },
    { name: "/purchase/item/:id/order", path: `${purchaseVehicle}/order` },
    { name: "/compare", path: `${routes.compare}?ids=${ids}` },
    { name: "/favorites", path: `${routes.favorites}?ids=${ids}` },
    { name: "/inquiry", path: `${routes.bulkInquiry}?ids=${ids}` },
    { name: "/not-found", path: "/no-such-page" },
  );
  for (const type of CONTACT_TYPES) shots.push({ name: `/contact/${type}`, path: routes.contact(type) });
  // The sitemap may list some of these too.
  return [...new Map(shots.map((shot) => [shot.path, shot])).values()];
}

/**
 * One visitor's question, sent through the general form as a browser without scripts sends it, so the pages a
 * request is read on (staff's request page, its customer, its mail in the outbox, the visitor's status page) have
 * one to show: the demo data holds no requests. Answers the status page's path.
 */
async function sendDemoRequest(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${base}/jp${routes.contact("general")}`);
  const form = page.locator("form").filter({ has: page.locator('[name="message"]') });
  const answers = {
    lastName: "佐藤",
    firstName: "一郎",
    nameKana: "サトウ イチロウ",
    companyName: "佐藤運送株式会社",
    email: "sato@example.jp",
    phone: "090-1234-5678",
    message: "4tウイングの陸送をお願いできますか。名古屋から大阪まで、来月上旬を希望しています。",
  };
  for (const [name, value] of Object.entries(answers)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="prefecture"]').selectOption("23");
  await form.locator('[name="contactMethod"][value="phone"]').check();
  await form.locator('[name="privacyConsent"]').check();
  await form.locator('button[type="submit"]').click();
  const href = await page.locator('a[href*="/requests/"]').first().getAttribute("href");
  await context.close();
  if (!href) throw new Error("the demo request was not stored");
  return href.replace(/^\/(jp|en)/, "");
}

/** Every staff list and form, with the first record of each list as its edit page. */
async function staffShots(page: Page, base: string): Promise<Shot[]> {
  const admin = routes.admin;
  const lists = [
    admin.sale,
    admin.purchase,
    admin.orders,
    admin.customers,
    admin.outbox,
    admin.replyTemplates,
    admin.blog,
    admin.reviews,
    admin.pages,
    admin.bodyWork,
    admin.data,
    admin.dataType("makers"),
    admin.staff,
    admin.history,
  ];
  const shots: Shot[] = [admin.home, admin.account, ...lists].map((pathname) => ({ name: pathname, path: pathname }));
  shots.push(
    { name: admin.newVehicle("sale"), path: admin.newVehicle("sale") },
    { name: admin.vehicleImport("sale"), path: admin.vehicleImport("sale") },
    { name: admin.blogPost("new"), path: admin.blogPost("new") },
  );
  for (const list of lists) {
    await page.goto(`${base}/jp${list}`);
    const href = await page
      .locator(`main a[href*="/jp${list}/"]`)
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? "").find((h) => /\/\d+(\?|#|$)/.test(h)),
      );
    if (href) shots.push({ name: `${list}/:id`, path: href.replace(/^\/jp/, "").replace(/[?#].*$/, "") });
  }
  return shots.map((shot) => ({ ...shot, staff: true }));
}

interface Finding {
  shot: string;
  problem: string;
}

/** What the page itself says is wrong with its layout: wider than the screen, or text a character or two a line. */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 1) problems.push(`the page is ${overflow} px wider than the screen`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim();
    // What nobody sees (a form's trap for bots, parked off the page) cannot look squeezed.
    if (text.length < 3 || node.parentElement?.closest("[aria-hidden='true']")) continue;
    range.selectNodeContents(node);
    const lines = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    if (lines.size >= 3 && text.length / lines.size <= 2.5) {
      const width = Math.round(node.parentElement?.getBoundingClientRect().width ?? 0);
      problems.push(`“${text.slice(0, 20)}” wraps ${lines.size} lines in ${width} px`);
    }
  }
  return problems;
}

/** Scrolls down the page a screen at a time, so lazily loaded photos are in the picture, then back up. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  // A lazy photo never scrolled into view (the gallery strip beyond its first) never loads: wait a moment, not forever.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

async function signIn(context: BrowserContext, base: string, locale: string) {
  const response = await context.request.post(`${base}/api/admin/login`, {
    headers: { Origin: base, Accept: "application/json" },
    multipart: { email: STAFF.email, password: STAFF.password, locale: locale === "jp" ? "ja" : "en" },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
}

async function photograph(browser: Browser, base: string, shots: Shot[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    for (const locale of LOCALES) {
      const dir = path.join(outDir, `${width}-${locale}`);
      fs.mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 812 : 900 },
        deviceScaleFactor: 1,
        locale: locale === "jp" ? "ja-JP" : "en-US",
      });
      await signIn(context, base, locale);
      const page = await context.newPage();
      for (const shot of shots) {
        const url = `${base}/${locale}${shot.path === "/" ? "" : shot.path}`;
        await page.goto(url, { waitUntil: "networkidle" });
        await loadLazyImages(page);
        const file = `${shot.name.replace(/^\//, "").replace(/[/:?=]/g, "_") || "home"}.png`;
        await page.screenshot({ path: path.join(dir, file), fullPage: true });
        for (const problem of await page.evaluate(layoutProblems))
          findings.push({ shot: `${width}-${locale}/${file}`, problem });
      }
      await context.close();
    }
  }
  return findings;
}

async function main() {
  let site: DemoSite | undefined;
  let browser: Browser | undefined;
  try {
    site = await startDemoSite({
      tmpPrefix: "screenshots-pglite-",
      port: PORT,
      log,
      env: { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, ADMIN_NAME: STAFF.name },
    });
    browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
    fs.rmSync(outDir, { recursive: true, force: true });
    const staffContext = await browser.newContext();
    await signIn(staffContext, site.base, "jp");
    const statusPage = await sendDemoRequest(browser, site.base);
    const shots = [
      ...(await publicShots(site.base)),
      { name: "/requests/:token", path: statusPage },
      ...(await staffShots(await staffContext.newPage(), site.base)),
    ];
    await staffContext.close();
    log(`${shots.length} pages × ${WIDTHS.length} widths × ${LOCALES.length} languages`);
    const findings = await photograph(browser, site.base, shots);
    const report = [
      `# Screenshots: ${shots.length} pages at ${WIDTHS.join(" and ")} px in ${LOCALES.join(" and ")}`,
      "",
      ...shots.map((shot) => `- ${shot.staff ? "staff" : "public"}: ${shot.path}`),
      "",
      findings.length ? "## Layout problems" : "No page is wider than the screen or squeezes its text.",
      ...findings.map((finding) => `- ${finding.shot}: ${finding.problem}`),
    ].join("\n");
    fs.writeFileSync(path.join(outDir, "report.md"), `${report}\n`);
    console.log(report);
    return findings.length ? 1 : 0;
  } finally {
    await browser?.close();
    await site?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
