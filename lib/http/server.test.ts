// @vitest-environment node
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentSocketAddress, setResponseStatus } from "./current-response";
import { createSiteServer, type DoorSettings } from "./server";

const SITE = "https://www.toho-truck.example";

/** A stand-in for Next's handler after a rewrite, for a page that brings its own policy, and for a missing page. */
async function nextStandIn(request: { url?: string }, response: import("node:http").ServerResponse) {
  response.setHeader("x-middleware-rewrite", "/ja/catalogue-view/sale/all");
  response.setHeader("x-nextjs-rewritten-path", "/ja/catalogue-view/sale/all");
  response.setHeader("x-nextjs-rewritten-query", "maker=hino");
  response.setHeader("x-nextjs-matched-path", "/[locale]/catalogue-view/[kind]/[category]");
  await new Promise((resolve) => setTimeout(resolve, 5));
  if (request.url === "/page") response.writeHead(200, { "Content-Security-Policy": "default-src 'self'" });
  if (request.url === "/jp/missing") setResponseStatus(404);
  if (request.url === "/fails") throw new Error("the handler failed");
  response.end(request.url === "/peer" ? String(currentSocketAddress()) : "next");
}

async function listening(settings: DoorSettings): Promise<{ server: Server; port: number }> {
  const server = createSiteServer(nextStandIn, settings);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

// fetch() cannot send TRACE, nor a request line naming no path: a plain request can, and writes the path as given.
const send = (port: number, method: string, path: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, method, path }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on("error", reject);
      request.end();
    },
  );

const settings = { sharedCache: "off", trustedProxyHops: 0, authSecret: "x".repeat(32) } as const;

describe("the site's server", () => {
  let https: { server: Server; port: number };
  let http: { server: Server; port: number };

  beforeAll(async () => {
    https = await listening({ ...settings, siteUrl: SITE, https: true });
    http = await listening({ ...settings, siteUrl: "http://localhost:3000", https: false });
  });

  afterAll(async () => {
    for (const { server } of [https, http]) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("answers a refused request itself, first request included, and hands the rest to Next", async () => {
    const trace = await send(https.port, "TRACE", "/jp");
    expect(trace.status).toBe(405);
    expect(trace.body).not.toContain("next");
    const fine = await send(https.port, "GET", "/jp");
    expect([fine.status, fine.body]).toEqual([200, "next"]);
  });

  it("answers a request line that names no path itself, never redirecting to the host it names", async () => {
    for (const [method, target] of [
      ["GET", "*"],
      ["OPTIONS", "*"],
      ["GET", "http://evil.example/jp/sale"],
      ["HEAD", "http://www.toho-truck.example/jp"],
    ]) {
      const answer = await send(https.port, method, target);
      expect([answer.status, answer.headers.location], `${method} ${target}`).toEqual([400, undefined]);
      expect(answer.body).not.toContain("next");
    }
    expect((await send(https.port, "GET", "/jp")).status).toBe(200);
  });

  it("sends every response with a policy, HSTS on an https site, and no internal path", async () => {
    const plain = await send(https.port, "GET", "/favicon.ico");
    expect(plain.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(plain.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
    for (const internal of [
      "x-middleware-rewrite",
      "x-nextjs-rewritten-path",
      "x-nextjs-rewritten-query",
      "x-nextjs-matched-path",
    ])
      expect(plain.headers[internal], internal).toBeUndefined();
    const page = await send(https.port, "GET", "/page");
    expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
    const refused = await send(https.port, "TRACE", "/jp");
    expect(refused.headers["content-security-policy"]).toContain("default-src 'none'");
  });

  it("sends no HSTS when the site is not https", async () => {
    expect((await send(http.port, "GET", "/jp")).headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets the page being rendered reach its own response: its status, its peer's address", async () => {
    expect((await send(https.port, "GET", "/jp/missing")).status).toBe(404);
    expect((await send(https.port, "GET", "/peer")).body).toBe("127.0.0.1");
  });

  it("answers a request the handler failed on with a 500, and goes on serving", async () => {
    expect((await send(https.port, "GET", "/fails")).status).toBe(500);
    expect((await send(https.port, "GET", "/jp")).status).toBe(200);
  });
});
