import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRequest, setResponseStatus, withResponse } from "./current-response";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A stand-in for Next, handed each request as the site's server does: the status is decided deep in asynchronous
// work, as a page does while it renders.
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) =>
    withResponse(response, async () => {
      const wanted = Number(new URL(request.url!, "http://x").searchParams.get("status"));
      await pause(wanted === 404 ? 40 : 5);
      await Promise.resolve().then(() => setResponseStatus(wanted, wanted === 503 ? { "Retry-After": "30" } : {}));
      response.end(JSON.stringify(currentRequest()));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the response of the request being rendered", () => {
  it("takes the status the request's own work gives it, even while other requests run", async () => {
    const [missing, failing, fine] = await Promise.all(
      [404, 500, 200].map((status) => fetch(`${origin}/jp/page?status=${status}`)),
    );
    expect([missing.status, failing.status, fine.status]).toEqual([404, 500, 200]);
    expect(await missing.json()).toEqual({ method: "GET", path: "/jp/page?status=404" });
  });

  it("takes the headers that go with its status", async () => {
    const busy = await fetch(`${origin}/jp/sale?status=503`);
    expect([busy.status, busy.headers.get("retry-after")]).toEqual([503, "30"]);
  });

  it("is out of reach outside a request, and once its head is sent", async () => {
    expect(setResponseStatus(404)).toBe(false);
    expect(currentRequest()).toBeNull();
    const late = createServer((request, response) => {
      response.writeHead(200);
      response.end(String(setResponseStatus(404)));
    });
    await new Promise<void>((resolve) => late.listen(0, "127.0.0.1", resolve));
    const answer = await fetch(`http://127.0.0.1:${(late.address() as AddressInfo).port}/`);
    expect([answer.status, await answer.text()]).toEqual([200, "false"]);
    await new Promise<void>((resolve) => late.close(() => resolve()));
  });
});
