import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { copy, signInByForm } from "./support";

// A vehicle of the demo data, for pages that need one.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";

const policyOf = (header: string | undefined) =>
  new Map((header ?? "").split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

test.describe("security headers", () => {
  test("every page names its own script nonce and nothing may frame it", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/jp", "/en/sale", `/jp${VEHICLE}`, "/en/contact", "/jp/admin/auth", "/jp/no/such/page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = policyOf(headers["content-security-policy"]);
      const scripts = policy.get("script-src")!;
      expect(scripts, path).not.toContain("'unsafe-inline'");
      const nonce = scripts.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
      nonces.add(nonce);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers["strict-transport-security"], path).toBeUndefined();

      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = tags.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(6);
  });

  // The pages every visitor sees alike are rendered once and kept (lib/http/page-cache.ts): each copy still
  // carries a nonce of its own, in its policy and on each of its scripts, and the render's placeholder in neither.
  test("a page served again from memory carries a new nonce in its policy and on every script", async ({ request }) => {
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const response = await request.get(`/jp${VEHICLE}`);
      expect(response.status()).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])![1];
      seen.add(nonce);
      const html = await response.text();
      const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([nonce]);
      // Allowed in the back/forward cache, asked for again otherwise.
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
    }
    expect(seen.size).toBe(3);
  });

  // Client navigations are kept too, once per router state (lib/http/page-cache.ts): a staff member's payload (the
  // blog offers them a new post) is never kept, and each language's payload is its own.
  test("a kept navigation payload is never a staff member's, and never the other language's", async ({
    playwright,
    baseURL,
  }) => {
    const state = encodeURIComponent(
      JSON.stringify(["", { children: [["locale", "ja", "d", null], { children: ["(site)", {}] }] }]),
    );
    const headers = { rsc: "1", "next-router-state-tree": state };
    const visitor = await playwright.request.newContext({ baseURL });
    const staff = await playwright.request.newContext({ baseURL });
    await signInByForm(staff, "jp");
    const newPost = "/jp/admin/blog/new";
    // Redirected once to the address with Next's hash of the headers, then answered.
    const payload = async (context: typeof visitor, path: string) => {
      const response = await context.get(path, { headers });
      expect(response.headers()["content-type"]).toContain("text/x-component");
      return response.text();
    };
    expect(await payload(staff, "/jp/blog")).toContain(newPost);
    expect(await payload(visitor, "/jp/blog")).not.toContain(newPost);
    expect(await payload(staff, "/jp/blog")).toContain(newPost);
    const japanese = await payload(visitor, "/jp/blog");
    const english = await payload(visitor, "/en/blog");
    expect(japanese).toContain(copy.jp("blog.lead"));
    expect(english).toContain(copy.en("blog.lead"));
    expect(english).not.toContain(copy.jp("blog.lead"));
    await Promise.all([visitor.dispose(), staff.dispose()]);
  });

  // HSTS follows SITE_URL (http here), whatever a request claims; the https case is lib/http/server.test.ts.
  test("a claim of https in X-Forwarded-Proto brings neither HSTS nor an upgrade to an http site", async ({
    request,
  }) => {
    const response = await request.get("/jp", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(policyOf(response.headers()["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
  });

  test("answers that are not pages may run nothing", async ({ request }) => {
    for (const path of ["/api/admin/login", "/builds/latest.json"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});

// What a stranger sends that no page of the site would: every refusal is a 4xx, never a 500. The build's own
// manifests name every server action (with a page that calls it) and every route handler, so a new one is tried
// as soon as it exists.
type Manifest = { node: Record<string, { exportedName: string; workers: Record<string, unknown> }> };

/** A path that reaches a route or page of the build: its locale Japanese, other parameters a sample value. */
function pathOf(entry: string): string {
  const segments = entry
    .replace(/^app\//, "")
    .replace(/\/(page|route)$/, "")
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith("[["))
    .map((segment) => (segment === "[locale]" ? "jp" : segment.startsWith("[") ? "1" : segment));
  return `/${segments.join("/")}`;
}

const serverActions = () =>
  Object.entries(
    (JSON.parse(fs.readFileSync(".next/server/server-reference-manifest.json", "utf8")) as Manifest).node,
  ).map(([id, action]) => ({ id, name: action.exportedName, page: pathOf(Object.keys(action.workers)[0]) }));

const routeHandlers = () =>
  Object.keys(JSON.parse(fs.readFileSync(".next/server/app-paths-manifest.json", "utf8")) as Record<string, string>)
    .filter((entry) => entry.endsWith("/route"))
    .map(pathOf)
    // Signing out last: it ends the session the others are sent with.
    .sort((a, b) => Number(a.endsWith("/logout")) - Number(b.endsWith("/logout")));

const TEXT = "text/plain;charset=UTF-8";
/** Bodies no form or script of the site sends, and what each is answered. */
const HOSTILE_BODIES: { name: string; status: number; type?: string; data?: string; field?: string }[] = [
  { name: "text/plain that is not JSON", status: 400, type: TEXT, data: "garbage{{" },
  { name: "a number for the arguments", status: 400, type: TEXT, data: "5" },
  { name: "an empty body", status: 400, type: TEXT, data: "" },
  { name: "no body and no type", status: 400 },
  { name: "application/xml", status: 400, type: "application/xml", data: "<a>garbage{{</a>" },
  { name: "a field over 1 MB", status: 413, field: "a".repeat(1024 * 1024 + 1) },
];

function sendBody(request: APIRequestContext, path: string, body: (typeof HOSTILE_BODIES)[number], headers = {}) {
  return request.post(path, {
    headers: { ...headers, ...(body.type && { "content-type": body.type }) },
    ...(body.field ? { multipart: { message: body.field } } : { data: body.data ?? "" }),
    maxRedirects: 0,
  });
}

test.describe("every refusal is a 4xx", () => {
  test("every server action refuses a body it cannot take with 400, or 413 when too large", async ({
    request,
    baseURL,
  }) => {
    const actions = serverActions();
    expect(actions.length).toBeGreaterThan(30);
    for (const action of actions) {
      const headers = { "next-action": action.id, origin: baseURL! };
      for (const body of HOSTILE_BODIES) {
        const response = await sendBody(request, action.page, body, headers);
        expect(response.status(), `${action.name} ${action.page}: ${body.name}`).toBe(body.status);
      }
      // And the shape React sends still reaches the action, which answers in the form (no arguments: refused there).
      const fine = await request.post(action.page, { headers: { ...headers, "content-type": TEXT }, data: "[]" });
      expect(fine.status(), `${action.name}: a list of arguments`).toBe(200);
    }
  });

  test("no route handler answers 5xx to those bodies, signed in or not", async ({ playwright, baseURL }) => {
    const stranger = await playwright.request.newContext({ baseURL });
    const staff = await playwright.request.newContext({ baseURL });
    await signInByForm(staff);
    for (const request of [stranger, staff]) {
      for (const path of routeHandlers()) {
        for (const body of HOSTILE_BODIES) {
          const response = await sendBody(request, path, body, { origin: baseURL! });
          expect(response.status(), `POST ${path}: ${body.name}`).toBeLessThan(500);
        }
      }
    }
    await Promise.all([stranger.dispose(), staff.dispose()]);
  });

  // Which paths are refused is lib/http/front-door.test.ts › "refuses an undecodable path that is no page with 400;
  // pages are the proxy's to repair"; here, one of them on the running server.
  test("a path that does not decode, on routes the proxy does not see, is refused with 400", async ({
    request,
    baseURL,
  }) => {
    const path = "/api/admin/vehicles/%FF/photos";
    expect((await request.get(path)).status(), `GET ${path}`).toBe(400);
    expect((await request.post(path, { headers: { origin: baseURL! } })).status(), `POST ${path}`).toBe(400);
  });

  test("a NUL in a search is read as a space on every staff list and both CSV exports", async ({ request }) => {
    await signInByForm(request);
    const lists = ["sale", "purchase", "orders", "blog", "reviews", "pages", "bodyseisaku", "data/makers"];
    const exports = ["/api/admin/orders/export", "/api/admin/vehicles/csv?kind=sale"];
    for (const path of [...lists.map((list) => `/jp/admin/${list}`), ...exports]) {
      for (const q of ["%00", "%E6%97%A5%00%E9%87%8E"]) {
        const url = `${path}${path.includes("?") ? "&" : "?"}q=${q}`;
        expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(200);
      }
    }
  });

  test("no answer names a path Next used inside: pages, redirects, rewrites, router requests", async ({ request }) => {
    const internal = /^x-(middleware-rewrite|nextjs-(rewritten-path|rewritten-query|matched-path|rewrite|redirect))$/;
    for (const [path, headers] of [
      ["/jp/sale", {}],
      ["/sale", {}],
      ["/jp/a%25b", {}],
      ["/jp/sale", { rsc: "1" }],
      ["/en/sale/wing", { rsc: "1", "next-router-prefetch": "1" }],
    ] as const) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(
        Object.keys(response.headers()).filter((name) => internal.test(name)),
        `${path} ${JSON.stringify(headers)}`,
      ).toEqual([]);
    }
  });
});
