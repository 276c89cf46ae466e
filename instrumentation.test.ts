import { afterEach, describe, expect, it, vi } from "vitest";
import { onRequestError } from "./instrumentation";

describe("onRequestError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one JSON line with the path, route and cause", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = Object.assign(new Error("database unreachable"), { digest: "123" });
    await onRequestError(
      error,
      { path: "/jp/sale", method: "GET", headers: {} },
      {
        routerKind: "App Router",
        routePath: "/[locale]/sale",
        routeType: "render",
        renderSource: "react-server-components",
        revalidateReason: undefined,
      },
    );
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({
      level: "error",
      path: "/jp/sale",
      route: "/[locale]/sale",
      digest: "123",
      message: "database unreachable",
    });
    expect(entry.stack).toContain("database unreachable");
  });

  it("never writes a credential the error quotes", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    await onRequestError(
      new Error('query failed: { password: "hunter2" }'),
      { path: "/api/admin/login", method: "POST", headers: {} },
      {
        routerKind: "App Router",
        routePath: "/api/admin/login",
        routeType: "route",
        renderSource: undefined,
        revalidateReason: undefined,
      },
    );
    expect(lines[0]).not.toContain("hunter2");
  });
});
