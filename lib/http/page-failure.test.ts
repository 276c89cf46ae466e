import { describe, expect, it } from "vitest";
import { notFound, redirect } from "next/navigation";
import { pageFailure } from "./page-failure";

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
};

describe("pageFailure", () => {
  it("answers notFound() with the 404 page and any other failure with the 500 page", () => {
    expect(pageFailure(thrown(() => notFound()))).toBe("notFound");
    expect(pageFailure(new TypeError("Cannot read properties of undefined"))).toBe("serverError");
    expect(pageFailure("a string")).toBe("serverError");
  });

  it("answers a database that could not answer in time with the 503 page", () => {
    expect(pageFailure(new Error("Connection terminated unexpectedly"))).toBe("unavailable");
    expect(pageFailure({ code: "57014", message: "canceling statement due to statement timeout" })).toBe("unavailable");
  });

  it("leaves a redirect to Next", () => {
    const signal = thrown(() => redirect("/jp/admin/auth"));
    expect(() => pageFailure(signal)).toThrow(signal as Error);
  });
});
