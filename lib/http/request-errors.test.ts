import { afterEach, describe, expect, it, vi } from "vitest";
import { databaseIsDown, noteDatabaseReachable } from "@/lib/db/availability";
import { reportRequestError } from "./request-errors";

describe("reportRequestError", () => {
  afterEach(() => {
    noteDatabaseReachable();
    vi.restoreAllMocks();
  });

  it("logs a failure once, however many parts of the page it broke", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    const error = new Error("statement timeout");
    reportRequestError(error, { method: "GET", path: "/jp/blog/1" });
    reportRequestError(error, { method: "GET", path: "/jp/blog/1" });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      event: "request.error",
      method: "GET",
      path: "/jp/blog/1",
      message: "statement timeout",
    });
  });

  it("masks the token of a customer's status page", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    reportRequestError(new Error("boom"), { method: "GET", path: `/jp/requests/${"a".repeat(43)}` });
    expect(JSON.parse(lines[0]).path).toBe("/jp/requests/[token]");
  });

  it("switches the process to the 503 page when the database is away", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    reportRequestError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }), null);
    expect(databaseIsDown()).toBe(true);
  });
});
