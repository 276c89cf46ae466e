import { describe, expect, it, vi } from "vitest";
import { retryDelay, sendRequest } from "./client-fetch";

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
