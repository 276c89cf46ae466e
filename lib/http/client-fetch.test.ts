import { describe, expect, it, vi } from "vitest";
import { retryDelay, retryServerActions, sendRequest } from "./client-fetch";

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe("retryDelay", () => {
  it("retries a post once on the statuses the spec names", () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) expect(retryDelay("POST", answer(status)), String(status)).not.toBeNull();
    for (const status of [200, 303, 400, 401, 403, 404, 413, 415, 501]) expect(retryDelay("POST", answer(status)), String(status)).toBeNull();
  });

  it("never retries a request that is safe to repeat", () => {
    for (const method of ["GET", "get", "HEAD", "PUT", "DELETE", "OPTIONS"]) expect(retryDelay(method, answer(503))).toBeNull();
  });

  it("waits as long as the server asks, unless that is longer than a visitor should wait", () => {
    expect(retryDelay("POST", answer(503, { "retry-after": "2" }))).toBe(2000);
    expect(retryDelay("POST", answer(429, { "retry-after": "900" }))).toBeNull();
  });
});

describe("sendRequest", () => {
  it("sends the same body again once after a 503, then gives the second answer", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(502));
    const body = new FormData();
    const response = await sendRequest("/api/x", { method: "POST", body }, { fetcher, wait: async () => {} });
    expect(response.status).toBe(502);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1][1]?.body).toBe(body);
  });

  it("does not retry an answer that is final", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(answer(401));
    expect((await sendRequest("/api/x", { method: "POST" }, { fetcher })).status).toBe(401);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("retryServerActions", () => {
  const action = { method: "POST", headers: { "Next-Action": "abc", Accept: "text/x-component" }, body: "[]" };

  it("gives a server action one more try after a 503, with the same body, and the second answer", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    const target = { fetch: original };
    retryServerActions(target);
    expect((await target.fetch("/jp/contact", action)).status).toBe(200);
    expect(original).toHaveBeenCalledTimes(2);
    expect(original.mock.calls[1][1]?.body).toBe("[]");
  });

  it("tries only twice, then hands the failure to the form", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValue(answer(502));
    const target = { fetch: original };
    retryServerActions(target);
    expect((await target.fetch("/jp/contact", action)).status).toBe(502);
    expect(original).toHaveBeenCalledTimes(2);
  });

  it("leaves every other request as it was, and is put in place once", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValue(answer(503));
    const target = { fetch: original };
    retryServerActions(target);
    const once = target.fetch;
    retryServerActions(target);
    expect(target.fetch).toBe(once);
    await target.fetch("/api/admin/media", { method: "POST" });
    await target.fetch("/jp/sale", { headers: { "Next-Action": "abc" } });
    expect(original).toHaveBeenCalledTimes(2);
  });
});
