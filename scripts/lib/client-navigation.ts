// The requests Next's router sends when a visitor clicks a link on a hydrated page, captured from a real Chromium
// so that `npm run bench` replays what this build's router sends (its state tree, its `_rsc` key, its prefetch
// headers) rather than a copy written once by hand that the next Next.js release would quietly make wrong.
import { chromium, type Page, type Request } from "@playwright/test";
import { chromiumPath } from "./prerequisites";

/** One request as the browser sent it: enough to send it again from Node. */
export interface CapturedRequest {
  /** Path and query, the router's `_rsc` key included. */
  path: string;
  headers: Record<string, string>;
}

export interface ClientNavigations {
  /** A click on the catalogue's page 2. */
  nextPage: CapturedRequest;
  /** A click from the catalogue to a vehicle page. */
  vehicle: CapturedRequest;
  /** The prefetches the catalogue made while it was open and scrolled through, if any. */
  prefetches: CapturedRequest[];
}

// Set by the connection or by fetch itself; sending the browser's copy would contradict what fetch sends.
const CONNECTION_HEADERS = new Set(["host", "connection", "content-length", "keep-alive", "transfer-encoding"]);

/** The headers to send again: all the browser sent, but those that belong to its own connection. */
export function replayHeaders(sent: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sent).filter(([name]) => !name.startsWith(":") && !CONNECTION_HEADERS.has(name.toLowerCase())),
  );
}

/** Whether a request is the router's (a navigation's payload or a prefetch), not a page, a script or an image. */
export function isRouterRequest(headers: Record<string, string>): boolean {
  return headers.rsc === "1";
}

async function capture(request: Request, base: string): Promise<CapturedRequest> {
  const url = new URL(request.url());
  if (url.origin !== base) throw new Error(`the router asked another origin: ${request.url()}`);
  return { path: `${url.pathname}${url.search}`, headers: replayHeaders(await request.allHeaders()) };
}

/**
 * Opens the catalogue, waits until React has hydrated `link`, clicks it and returns the router's request for the
 * page it opens. Before hydration a click is an ordinary page load, which is not what a visitor on the page sends.
 */
async function clickAndCapture(page: Page, base: string, selector: string): Promise<CapturedRequest> {
  const link = page.locator(selector).first();
  await link.waitFor();
  await page.waitForFunction(
    (element) => Object.keys(element!).some((key) => key.startsWith("__reactProps$")),
    await link.elementHandle(),
    { timeout: 30_000 },
  );
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`${selector} has no href`);
  const target = new URL(href, base).pathname;
  const [request] = await Promise.all([
    page.waitForRequest((request) => new URL(request.url()).pathname === target && isRouterRequest(request.headers()), {
      timeout: 30_000,
    }),
    link.click(),
  ]);
  const response = await request.response();
  if (response?.status() !== 200) throw new Error(`the click on ${href} answered ${response?.status()}`);
  return capture(request, base);
}

/** Visits the catalogue at `base` (in Japanese) as a visitor does and captures the router's requests. */
export async function captureClientNavigations(base: string): Promise<ClientNavigations> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const prefetched: Request[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"] !== undefined) prefetched.push(request);
    });
    await page.goto(`${base}/jp/sale`);
    // Links prefetch as they come into view: scroll through the whole page and give the router a moment.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1000);
    await page.evaluate(() => window.scrollTo(0, 0));
    const prefetches = await Promise.all(prefetched.map((request) => capture(request, base)));
    const nextPage = await clickAndCapture(page, base, 'nav a[href$="/sale?page=2"]');
    await page.goto(`${base}/jp/sale`);
    const vehicle = await clickAndCapture(page, base, 'main a[href^="/jp/sale/item/"]');
    return { nextPage, vehicle, prefetches };
  } finally {
    await browser.close();
  }
}
