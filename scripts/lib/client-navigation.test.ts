import { describe, expect, it } from "vitest";
import { isRouterRequest, replayHeaders } from "./client-navigation";

describe("the router's requests, captured for the benchmark", () => {
  it("sends again every header the browser sent but those of its own connection", () => {
    expect(
      replayHeaders({
        ":authority": "127.0.0.1:3300",
        host: "127.0.0.1:3300",
        Connection: "keep-alive",
        rsc: "1",
        "next-router-state-tree": "%5B%22%22%5D",
        "next-url": "/ja/sale",
        cookie: "lang=jp",
        "accept-encoding": "gzip, deflate, br, zstd",
      }),
    ).toEqual({
      rsc: "1",
      "next-router-state-tree": "%5B%22%22%5D",
      "next-url": "/ja/sale",
      cookie: "lang=jp",
      "accept-encoding": "gzip, deflate, br, zstd",
    });
  });

  it.each([
    ["a navigation's payload", { rsc: "1", "next-router-state-tree": "x" }, true],
    ["a prefetch", { rsc: "1", "next-router-prefetch": "1" }, true],
    ["a page", { accept: "text/html" }, false],
  ])("tells %s", (_, headers, router) => {
    expect(isRouterRequest(headers)).toBe(router);
  });
});
