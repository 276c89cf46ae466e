import { describe, expect, it } from "vitest";
import { isDatabaseUnreachableError } from "./availability";

describe("telling a database that is away from one that said no", () => {
  it("counts the ways the server is not there (any more)", () => {
    expect(
      isDatabaseUnreachableError({ code: "P1001", message: "Can't reach database server at 127.0.0.1:5432" }),
    ).toBe(true);
    expect(isDatabaseUnreachableError({ name: "DriverAdapterError", cause: { kind: "DatabaseNotReachable" } })).toBe(
      true,
    );
    expect(
      isDatabaseUnreachableError(
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnreachableError({ code: "57P01", message: "terminating connection due to administrator command" }),
    ).toBe(true);
    expect(isDatabaseUnreachableError({ code: "57P03", message: "the database system is starting up" })).toBe(true);
    expect(
      isDatabaseUnreachableError(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
    expect(
      isDatabaseUnreachableError(new Error("wrapped", { cause: new Error("Connection terminated unexpectedly") })),
    ).toBe(true);
  });

  it("does not take an answer from the database for its absence", () => {
    expect(isDatabaseUnreachableError({ code: "P2002", message: "Unique constraint failed" })).toBe(false);
    expect(isDatabaseUnreachableError({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(
      false,
    );
    expect(isDatabaseUnreachableError(new Error("invalid input syntax for type integer"))).toBe(false);
    expect(isDatabaseUnreachableError(null)).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(isDatabaseUnreachableError(loop)).toBe(false);
  });
});
