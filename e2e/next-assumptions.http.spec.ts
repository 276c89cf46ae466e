import { expect, test, type APIResponse } from "@playwright/test";
import { ROUTER_VARY_HEADERS } from "@/lib/http/page-cache";
import { expectNotFoundHtml, signInByForm } from "./support";

// One test for each thing about Next.js the site's design relies on and Next's documentation does not promise.
// A Next upgrade that changes one of them fails here, by name: read the test, then the code its comment names
// (docs/architecture.md, "Upgrading Next.js").

const VEHICLE = "/jp/sale/item/isuzu-elf-2017-10001";
const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The nonce of a page's policy, and the nonce of each script Next wrote into it (JSON-LD is data, not code). */
async function nonces(response: APIResponse) {
  const policy = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const html = await response.text();
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
  return { policy, scripts: scripts.map((tag) => /\snonce="([^"]+)"/.exec(tag)?.[1]), html };
}

test.describe("what the site relies on Next.js to do", () => {
  // lib/security/csp.ts and proxy.ts: the proxy puts a policy with a fresh nonce on the request, and Next copies
  // that nonce onto every script it writes; no component passes it on.
  test("Next puts the nonce of the request's policy on every script of a page it renders", async ({ request }) => {
    const { policy, scripts } = await nonces(await request.get("/jp/contact"));
    expect(policy).toBeTruthy();
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([policy]));
  });

  // lib/http/page-cache.ts and shared-pages.ts: a shared page is rendered once with a placeholder nonce, which the
  // server replaces in every copy. That holds only while Next writes the nonce it is given, as it is given.
  test("Next writes a shared page's placeholder nonce as it was given, so every copy gets a nonce of its own", async ({
    request,
  }) => {
    const first = await nonces(await request.get(VEHICLE));
    const second = await nonces(await request.get(VEHICLE));
    for (const copy of [first, second]) {
      expect(copy.scripts.length).toBeGreaterThan(0);
      expect(new Set(copy.scripts)).toEqual(new Set([copy.policy]));
      expect(new Set([...copy.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(
        new Set([copy.policy]),
      );
    }
    expect(first.policy).not.toBe(second.policy);
  });

  // lib/http/current-response.ts: Next answers notFound() with an empty document and a 200 where a page's
  // status is decided after its first byte; the site's pages draw their own 404 page and set the status
  // themselves, before Next sends the head.
  test("the status a page sets reaches the client: a missing vehicle is a 404 with the site's 404 page", async ({
    request,
  }) => {
    const url = "/jp/sale/item/no-such-vehicle-1";
    await expectNotFoundHtml(await request.get(url), url, "jp");
  });

  // lib/http/router-state.ts mirrors Next's reading of the router state header: what Next cannot read it
  // answers with a bare 500, so the door refuses it first with 400, and must let through all that Next reads.
  test("Next answers a router state it cannot parse with a 500, so the door refuses it first, and no other", async ({
    request,
  }) => {
    const withState = (state: string) =>
      request.get("/jp/company", { headers: { rsc: "1", "next-router-state-tree": state } });
    const readable = await withState(tree(["", { children: ["__PAGE__", {}] }, null, null]));
    expect(readable.status()).toBe(200);
    expect(readable.headers()["content-type"]).toContain("text/x-component");
    for (const state of ["garbage", tree([1]), tree(["", {}, null, "reload"])])
      expect((await withState(state)).status(), state).toBe(400);
  });

  // lib/http/page-cache.ts keeps the payload of a client navigation once for every visitor who sends the same
  // router headers (ROUTER_VARY_HEADERS) and `_rsc` hash. That is safe only while Next's answer varies by nothing
  // else (its Vary), and while Next refuses a hash that does not match the headers, so that a payload can never be
  // kept under another request's key.
  test("Next's payload for a client navigation varies by the router's headers alone, and carries their hash", async ({
    request,
  }) => {
    const state = tree([
      "",
      { children: [["locale", "ja", "d", null], { children: ["(site)", { children: ["__PAGE__", {}] }] }] },
    ]);
    const headers = { rsc: "1", "next-router-state-tree": state, "next-url": "/ja" };
    const unhashed = await request.get("/jp/sale?page=2", { headers, maxRedirects: 0 });
    expect(unhashed.status()).toBe(307);
    const hashed = unhashed.headers().location;
    expect(hashed).toMatch(/^\/jp\/sale\?page=2&_rsc=[\w-]+$/);
    const payload = await request.get(hashed, { headers, maxRedirects: 0 });
    expect(payload.status()).toBe(200);
    expect(payload.headers()["content-type"]).toContain("text/x-component");
    const varies = payload
      .headers()
      .vary.split(",")
      .map((name) => name.trim().toLowerCase());
    expect(
      varies.filter((name) => name !== "accept-encoding").every((name) => ROUTER_VARY_HEADERS.includes(name)),
    ).toBe(true);
    expect(varies).toContain("next-router-state-tree");
    // The same hash with another router state is refused, not answered.
    const otherState = tree(["", { children: [["locale", "ja", "d", null], { children: ["(site)", {}] }] }]);
    const mismatched = await request.get(hashed, {
      headers: { ...headers, "next-router-state-tree": otherState },
      maxRedirects: 0,
    });
    expect(mismatched.status()).toBe(307);
  });

  // lib/http/page-cache.ts asks Next for a router's request exactly as it was sent. Next's payload states the search
  // it rendered, and the router checks it against the address it asked for: a payload of the same search in another
  // order is a mismatch, which the router asks for again and then answers by loading the whole page.
  test("Next's payload states the search it rendered, as the router asked it, from the store too", async ({
    request,
  }) => {
    const state = tree([
      "",
      { children: [["locale", "en", "d", null], { children: ["(site)", { children: ["__PAGE__", {}] }] }] },
    ]);
    const headers = { rsc: "1", "next-router-state-tree": state, "next-url": "/en" };
    const hashed = (await request.get("/en/sale?sort=newest&yearMin=2014", { headers, maxRedirects: 0 })).headers()
      .location;
    for (const attempt of ["rendered", "kept"]) {
      const payload = await (await request.get(hashed, { headers, maxRedirects: 0 })).text();
      expect(payload, attempt).toContain('"q":"?sort=newest&yearMin=2014"');
    }
  });

  // proxy.ts (its matcher): on a path the proxy sees, Next keeps the request body in memory for it and passes on
  // only its first 10 MB. The photo uploads (up to 15 MB) are kept out of the proxy's sight, so they get it whole.
  test("Next hands a photo upload, which the proxy does not see, its whole body beyond 10 MB", async ({
    request,
    baseURL,
  }) => {
    await signInByForm(request, "jp");
    // Over 10 MB and under the photo limit (15 MB), and no image: the route, having read the form to its end, says
    // so. Cut at 10 MB, the form would have no end, and no photo.
    const buffer = Buffer.alloc(12 * 1024 * 1024);
    const response = await request.post("/api/admin/media", {
      headers: { origin: new URL(baseURL!).origin },
      multipart: { photo: { name: "large.jpg", mimeType: "image/jpeg", buffer } },
    });
    expect(await response.json()).toMatchObject({ ok: false, formError: { code: "notImage" } });
    expect(response.status()).toBe(415);
  });
});
