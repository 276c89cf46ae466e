import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { baseURL, E2E_DATABASE_URL } from "../playwright.config";
import { openContactForm } from "../scripts/lib/contact-form";

// What a client writes into a request's head decides nothing: not the site's name in its pages, sitemap,
// robots.txt or mails, and not whether a malformed request takes the server down a 500 path. The test server
// trusts one proxy hop (playwright.config.ts), so even forwarded headers a trusted proxy could pass on are
// ignored for links: the origin is SITE_URL.
const VEHICLE = "/jp/sale/item/isuzu-elf-2017-10001";
const { host: siteHost } = new URL(baseURL);
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" };

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request with exactly the head given, Host included (fetch() would not send a made-up Host or a TRACE). */
function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseURL);
    const request = httpRequest(
      { hostname, port, method, path, headers: { host: siteHost, ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("hostile request heads", () => {
  test("a forged Host or X-Forwarded-Host/Proto never names the site in pages, sitemap, robots.txt", async () => {
    for (const path of ["/jp", "/en/sale", VEHICLE, "/en/blog", "/sitemap.xml", "/robots.txt"]) {
      const answer = await send("GET", path, FORGED);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain("evil.example");
      expect(answer.body, path).not.toContain("javascript://");
      expect(answer.body, path).toContain(baseURL);
    }
    const page = await send("GET", VEHICLE, FORGED);
    expect(page.body).toContain(`<link rel="canonical" href="${baseURL}${VEHICLE}"`);
    expect(page.headers["strict-transport-security"]).toBeUndefined();
  });

  test("a form sent from another origin, or to another host, is refused with 403 and stores nothing", async () => {
    const form = await openContactForm(baseURL);
    const body = new URLSearchParams([
      ...form.hidden,
      ["lastName", "偽装"],
      ["firstName", "太郎"],
      ["email", "forged-host@example.jp"],
      ["phone", "090-1234-5678"],
      ["contactMethod", "email"],
      ["message", "evil.example"],
    ]).toString();
    const type = { "content-type": "application/x-www-form-urlencoded" };
    // Which origins and hosts are refused is lib/http/front-door.test.ts › "refuses anything that changes something
    // unless it comes from the site's own origin" (no origin, "null", a malformed one, another site's, the site's own
    // sent to another host); here, on the running server, a forged head of every kind, and the site's own origin
    // with a forwarded host of another's, which the door leaves to Next.
    const refused = [
      await send("POST", "/jp/contact/assessment", { ...type, ...FORGED, origin: "http://evil.example" }, body),
      await send(
        "POST",
        "/jp/contact/assessment",
        { ...type, "x-forwarded-host": "evil.example", origin: baseURL },
        body,
      ),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403]);
    const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await client.connect();
    try {
      expect(
        Number(
          (await client.query("SELECT count(*) FROM orders WHERE email = 'forged-host@example.jp'")).rows[0].count,
        ),
      ).toBe(0);
      expect(
        Number((await client.query("SELECT count(*) FROM mail_outbox WHERE text LIKE '%evil.example%'")).rows[0].count),
      ).toBe(0);
    } finally {
      await client.end();
    }
  });

  // The door's refusals are lib/http/front-door.test.ts › "requests refused before Next sees them" (every method,
  // path, router state and origin it refuses); here one of each on the running server, and what only the server
  // itself answers: a method Node's parser does not know, and multipart bodies that do not parse.
  test("requests Next cannot read are answered 4xx, never 500", async () => {
    // Refused before Next looks the action up: any id of the right shape will do.
    const action = { "next-action": `7f${"0".repeat(40)}`, origin: baseURL };
    const cases: [string, Promise<Answer>, number][] = [
      ["TRACE /jp", send("TRACE", "/jp", {}), 405],
      // A method Node's parser does not know: it answers 400 itself.
      ["TRACK /jp", send("TRACK", "/jp", {}), 400],
      ["/_next/%FF", send("GET", "/_next/%FF", {}), 400],
      ["broken router state", send("GET", "/jp/company", { rsc: "1", "next-router-state-tree": "garbage" }), 400],
      [
        "action from another origin",
        send(
          "POST",
          "/jp/contact",
          { ...action, origin: "http://evil.example", "content-type": "text/plain;charset=UTF-8" },
          "[]",
        ),
        403,
      ],
      [
        "malformed multipart form",
        send("POST", "/jp/contact", { origin: baseURL, "content-type": "multipart/form-data; boundary=xx" }, "garbage"),
        400,
      ],
      [
        "malformed multipart action",
        send("POST", "/jp/contact", { ...action, "content-type": "multipart/form-data; boundary=xx" }, "garbage"),
        400,
      ],
    ];
    for (const [name, answer, status] of cases) {
      const { status: actual, body } = await answer;
      expect(actual, name).toBe(status);
      expect(body, name).not.toMatch(/Error|at \w+ \(/);
    }
  });

  test("answers outside the proxy carry a static policy, and no response names an internal rewrite", async () => {
    for (const path of [
      "/_next/no-such-file",
      "/favicon.ico",
      "/icon.svg",
      "/sitemap.xml",
      "/robots.txt",
      "/builds/latest.json",
      "/api/health",
    ]) {
      const answer = await send("GET", path, {});
      expect(answer.headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
    for (const path of ["/jp/sale", "/en/sale/wing", "/jp/no-such-page"]) {
      expect((await send("GET", path, {})).headers["x-middleware-rewrite"], path).toBeUndefined();
      expect((await send("GET", path, { rsc: "1" })).headers["x-middleware-rewrite"], path).toBeUndefined();
    }
  });
});
