// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refusalOf } from "./front-door";

const SITE = "https://www.toho-truck.example";
const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("requests refused before Next sees them", () => {
  it("refuses methods the site does not answer with 405 and says which it does", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND"]) {
      expect(refusalOf({ method, url: "/jp", headers: {} }, SITE)).toEqual({
        status: 405,
        headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" },
      });
    }
    expect(refusalOf({ method: "GET", url: "/jp", headers: {} }, SITE)).toBeNull();
  });

  it("refuses a request line that names no path with 400, whatever the method, and lets every path in", () => {
    for (const url of [
      "*",
      "*jp",
      "http://evil.example/jp/sale",
      "HTTP://EVIL.EXAMPLE/jp",
      "https://www.toho-truck.example/jp/sale",
      "www.toho-truck.example:443",
      "",
    ]) {
      for (const method of ["GET", "HEAD", "OPTIONS"])
        expect(refusalOf({ method, url, headers: {} }, SITE), `${method} ${url}`).toEqual({ status: 400 });
      expect(
        refusalOf({ method: "POST", url, headers: { origin: SITE, host: "www.toho-truck.example" } }, SITE),
        url,
      ).toEqual({ status: 400 });
    }
    for (const url of ["/", "/jp/sale", "/jp/sale?maker=hino", "//evil.example/jp", "/*"])
      expect(refusalOf({ method: "GET", url, headers: {} }, SITE), url).toBeNull();
    // The method is judged first: a TRACE is told which methods there are, whatever it names.
    expect(refusalOf({ method: "TRACE", url: "*", headers: {} }, SITE)?.status).toBe(405);
  });

  it("refuses an undecodable path that is no page with 400; pages are the proxy's to repair", () => {
    for (const url of [
      "/_next/%FF",
      "/builds/%FF?x",
      "/sitemaps/%FF.xml",
      "/sitemaps/%C0%AF",
      "/api/admin/vehicles/%FF/photos",
      "/api/admin/media%E3%81",
      "/media/%FF",
    ]) {
      expect(refusalOf({ method: "GET", url, headers: {} }, SITE)?.status, url).toBe(400);
      expect(
        refusalOf({ method: "POST", url, headers: { origin: SITE, host: "www.toho-truck.example" } }, SITE)?.status,
        url,
      ).toBe(400);
    }
    for (const url of [
      "/_next/static/a%20b.js",
      "/sitemaps/vehicles-1.xml",
      "/api/admin/vehicles/12/photos",
      "/jp/%FF",
    ])
      expect(refusalOf({ method: "GET", url, headers: {} }, SITE), url).toBeNull();
  });

  it("refuses a router state Next cannot read with 400", () => {
    for (const broken of ["garbage", "%5B%22x", "%FF", tree([1]), tree({})]) {
      expect(
        refusalOf({ method: "GET", url: "/jp", headers: { "next-router-state-tree": broken } }, SITE)?.status,
        broken,
      ).toBe(400);
    }
    expect(
      refusalOf(
        {
          method: "GET",
          url: "/jp",
          headers: { "next-router-state-tree": tree(["", { children: ["__PAGE__", {}] }]) },
        },
        SITE,
      ),
    ).toBeNull();
  });

  it("refuses anything that changes something unless it comes from the site's own origin", () => {
    const post = (origin?: string, host = "www.toho-truck.example") =>
      refusalOf(
        { method: "POST", url: "/jp/contact", headers: origin === undefined ? { host } : { origin, host } },
        SITE,
      );
    for (const origin of [
      undefined,
      "null",
      "::::",
      "https://evil.example",
      "http://www.toho-truck.example",
      "https://www.toho-truck.example.evil.example",
    ]) {
      expect(post(origin)?.status, String(origin)).toBe(403);
    }
    expect(post(SITE)).toBeNull();
    // The site's origin, sent to another host (which Next would fail on): refused as well.
    expect(post(SITE, "evil.example")?.status).toBe(403);
    expect(
      refusalOf(
        {
          method: "POST",
          url: "/jp",
          headers: { origin: SITE, host: "10.0.0.11:3000", "x-forwarded-host": "www.toho-truck.example" },
        },
        SITE,
      ),
    ).toBeNull();
    expect(refusalOf({ method: "GET", url: "/jp", headers: { origin: "https://evil.example" } }, SITE)).toBeNull();
  });

  it("lets a mail program post a one-click unsubscribe from its own servers, and nothing else there", () => {
    const oneClick = (method: string, url: string) =>
      refusalOf({ method, url, headers: { host: "mail-relay.example" } }, SITE);
    expect(oneClick("POST", "/api/alerts/unsubscribe?token=abc")).toBeNull();
    expect(oneClick("PUT", "/api/alerts/unsubscribe?token=abc")?.status).toBe(403);
    expect(oneClick("POST", "/api/alerts/unsubscribe/other")?.status).toBe(403);
    expect(oneClick("POST", "/jp/alerts/unsubscribe?token=abc")?.status).toBe(403);
  });

  it("accepts a local site at each of the machine's loopback names, and no other host", () => {
    const local = "http://localhost:3000";
    const post = (origin: string) =>
      refusalOf({ method: "POST", url: "/jp", headers: { origin, host: new URL(origin).host } }, local);
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"])
      expect(post(origin)).toBeNull();
    for (const origin of ["http://localhost:3001", "http://evil.example:3000", "https://localhost:3000"])
      expect(post(origin)?.status).toBe(403);
  });
});
