import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALL_CACHE_TAGS, CACHE_TAGS } from "@/lib/cache/tags";
import {
  expireSharedPages,
  isSharedRender,
  placeholderNonce,
  SHARED_RENDER_HEADER,
  sharedPageRequest,
} from "./page-cache";
import { serveSharedPage } from "./shared-pages";

/**
 * A stand-in for Next behind the door: the door's own request (with the placeholder) is "rendered" and counted;
 * every other request goes through serveSharedPage, as the door sends it.
 */
describe("serveSharedPage", () => {
  let server: Server;
  let port: number;
  let renders = 0;
  let status = 200;
  let passed = 0;
  let busy = false;
  const seenByNext: Record<string, string | undefined>[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (isSharedRender((request.headers[SHARED_RENDER_HEADER] as string | undefined) ?? null)) {
        renders++;
        seenByNext.push({ cookie: request.headers.cookie, encoding: request.headers["accept-encoding"] });
        if (request.headers.rsc === "1") {
          response.writeHead(status, { "Content-Type": "text/x-component", Vary: "rsc, next-router-state-tree" });
          response.end(
            `0:{"tree":${JSON.stringify(request.headers["next-router-state-tree"])},"url":"${request.url}"}`,
          );
          return;
        }
        const nonce = placeholderNonce();
        response.writeHead(status, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          "Cache-Control": "private, no-cache, no-store, max-age=0, must-revalidate",
          "Set-Cookie": "lang=ja; Path=/; SameSite=lax",
        });
        response.end(`<html><script nonce="${nonce}">1</script><p>トラック ${request.url}</p></html>`);
        return;
      }
      // The token is a made-up one: the door found no valid session in it.
      const shared = sharedPageRequest(request, false)!;
      void serveSharedPage(server, request, response, shared, "memory", {
        pass: () => {
          passed++;
          response.end("rendered by Next for this request");
        },
        turn: () => (busy ? null : Promise.resolve(() => {})),
        refuse: () => response.writeHead(503).end(),
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    status = 200;
    busy = false;
    expireSharedPages(ALL_CACHE_TAGS);
  });

  const send = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
            resolve({ status: response.statusCode!, headers: response.headers, body: body.toString("utf8") });
          });
        });
        outgoing.on("error", reject);
        outgoing.end();
      },
    );

  const nonceOf = (page: { headers: Record<string, string | string[] | undefined> }) =>
    /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];

  it("renders a page once and gives every visitor a copy with a nonce of their own", async () => {
    const before = renders;
    const first = await send("/jp/sale", { cookie: "token=staff; lang=en", "accept-encoding": "gzip" });
    const second = await send("/jp/sale");
    expect(renders - before).toBe(1);
    // Next was asked as nobody in particular, for a body the door compresses itself.
    expect(seenByNext.at(-1)).toEqual({ cookie: undefined, encoding: undefined });
    for (const page of [first, second]) {
      expect(page.status).toBe(200);
      expect(page.body).toContain("<p>トラック /jp/sale</p>");
      expect(page.body).toContain(`<script nonce="${nonceOf(page)}">`);
      expect(JSON.stringify(page)).not.toContain(placeholderNonce());
      // Allowed in the back/forward cache; asked for again otherwise.
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.headers.vary).toMatch(/Accept-Encoding/);
      expect(page.headers["set-cookie"]).toEqual(["lang=ja; Path=/; SameSite=lax"]);
    }
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(second.headers["content-encoding"]).toBeUndefined();
    // Compressed only as the visitor's weights allow (lib/http/accept-encoding.ts).
    const refused = await send("/jp/sale", { "accept-encoding": "gzip;q=0, *;q=0.5" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toContain("<p>トラック /jp/sale</p>");
  });

  it("renders again once cache tags expire, and once for visitors who ask at the same moment", async () => {
    await send("/jp/blog");
    const before = renders;
    expireSharedPages([CACHE_TAGS.content]);
    await Promise.all([send("/jp/blog"), send("/jp/blog"), send("/jp/blog")]);
    expect(renders - before).toBe(1);
  });

  it("hands anything but a 200 page back to Next, for the request itself", async () => {
    status = 404;
    const before = passed;
    const page = await send("/jp/sale/item/gone");
    expect(page.body).toBe("rendered by Next for this request");
    expect(passed - before).toBe(1);
  });

  it("keeps a vehicle save from retiring the blog's copies", async () => {
    await send("/jp/blog");
    const before = renders;
    expireSharedPages([CACHE_TAGS.vehicles]);
    await send("/jp/blog");
    expect(renders - before).toBe(0);
  });

  it("serves a campaign's visitors one copy, rendered without the campaign's parameters", async () => {
    await send("/jp/sale?maker=hino&utm_source=a&gclid=1");
    const before = renders;
    const second = await send("/jp/sale?gclid=2&maker=hino&utm_source=b");
    expect(renders - before).toBe(0);
    expect(second.body).toContain("<p>トラック /jp/sale?maker=hino</p>");
  });

  it("keeps a client navigation's payload apart from the page, asked of Next with the router's headers", async () => {
    const click = { rsc: "1", "next-router-state-tree": "%5B%22%22%5D" };
    const page = await send("/jp/sale?page=2");
    const before = renders;
    const first = await send("/jp/sale?page=2&_rsc=abc", click);
    const second = await send("/jp/sale?page=2&_rsc=abc", click);
    expect(renders - before).toBe(1);
    expect(page.body).toContain("<p>トラック");
    for (const payload of [first, second]) {
      expect(payload.headers["content-type"]).toBe("text/x-component");
      expect(payload.body).toBe('0:{"tree":"%5B%22%22%5D","url":"/jp/sale?page=2&_rsc=abc"}');
    }
  });

  it("refuses a sender whose renders are all taken, and still serves them what is kept", async () => {
    await send("/jp/company");
    busy = true;
    expect((await send("/jp/company")).status).toBe(200);
    expect((await send("/jp/services")).status).toBe(503);
  });
});
