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
    expect(pageFailure(new Error("connection terminated"))).toBe("serverError");
    expect(pageFailure("a string")).toBe("serverError");
  });

  it("leaves a redirect to Next", () => {
    const signal = thrown(() => redirect("/jp/admin/auth"));
    expect(() => pageFailure(signal)).toThrow(signal as Error);
  });
});
