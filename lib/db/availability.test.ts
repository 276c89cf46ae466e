import { describe, expect, it } from "vitest";
import { isDatabaseBusyError, isDatabaseUnavailableError, isDatabaseUnreachableError } from "./availability";

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

// As Prisma 7 on the pg adapter throws them (seen on PostgreSQL 15 with a table locked by another session).
const prismaDatabaseError = (sqlstate: string, message: string) => ({
  name: "PrismaClientKnownRequestError",
  code: "P2039",
  message: `Invalid prisma.vehicle.findMany() invocation: Database error. Code: ${sqlstate}. Message: ${message}`,
  meta: {
    modelName: "Vehicle",
    driverAdapterError: {
      name: "DriverAdapterError",
      cause: { originalCode: sqlstate, originalMessage: message, kind: "postgres", code: sqlstate, message },
    },
  },
});

describe("telling a database too busy to answer from one that said no", () => {
  it.each([
    [
      "a statement cancelled by its timeout",
      prismaDatabaseError("57014", "canceling statement due to statement timeout"),
    ],
    ["a lock not granted in time", prismaDatabaseError("55P03", "canceling statement due to lock timeout")],
    ["a deadlock", prismaDatabaseError("40P01", "deadlock detected")],
    ["out of memory", { code: "53200", message: "out of memory" }],
    [
      "a transaction that ran out of time",
      {
        code: "P2028",
        message: "Transaction API error: A query cannot be executed on an expired transaction. The timeout was 5000 ms",
      },
    ],
    [
      "a transaction that could not start in time",
      { code: "P2028", message: "Unable to start a transaction in the given time." },
    ],
    [
      "a write conflict Prisma asks to retry",
      { code: "P2034", message: "Transaction failed due to a write conflict or a deadlock" },
    ],
    ["the adapter's write conflict", { name: "DriverAdapterError", cause: { kind: "TransactionWriteConflict" } }],
  ])("counts %s as busy, and not as the database being away", (_name, error) => {
    expect(isDatabaseBusyError(error)).toBe(true);
    expect(isDatabaseUnreachableError(error)).toBe(false);
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it("counts a pool with no connection free for its 5 s as the database being away, as before", () => {
    const poolTimeout = new Error("timeout exceeded when trying to connect");
    expect(isDatabaseUnreachableError(poolTimeout)).toBe(true);
    expect(isDatabaseUnavailableError(poolTimeout)).toBe(true);
  });

  it.each([
    ["a unique key taken", prismaDatabaseError("23505", "duplicate key value violates unique constraint")],
    ["a NUL PostgreSQL cannot read", prismaDatabaseError("22021", 'invalid byte sequence for encoding "UTF8": 0x00')],
    ["a transaction misused", { code: "P2028", message: "Transaction API error: Transaction not found." }],
    ["a page's own bug", new TypeError("Cannot read properties of undefined (reading 'map')")],
    ["nothing", undefined],
  ])("does not take %s for a busy or absent database", (_name, error) => {
    expect(isDatabaseBusyError(error)).toBe(false);
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
