import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, TEST_STAFF, useTestDatabase } from "@/test/suite";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import { setProcessDb } from "@/lib/db/process";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { japanDate } from "@/lib/business/calendar";
import { deleteDeal, openDeal, saveDealLines } from "./deals";
import { issueQuote } from "./documents";
import { quoteValidUntil } from "./document-kinds";

// Document numbers without gaps (lib/deals/numbering.ts), on the suite's database (PostgreSQL in CI, where two
// issues really run at once) and on a PGlite of its own (the embedded default), which runs its transactions one
// after another. A number taken by an issue that fails returns with its rollback; a deleted deal frees none.
const pdf = vi.hoisted(() => ({ failNext: false }));
vi.mock("./pdf", async (original) => {
  const actual = await original<typeof import("./pdf")>();
  return {
    renderDealDocument: async (...args: Parameters<typeof actual.renderDealDocument>) => {
      if (pdf.failNext) {
        pdf.failNext = false;
        throw new Error("The PDF could not be drawn");
      }
      return actual.renderDealDocument(...args);
    },
  };
});

/** A PGlite of the suite's own, migrated, as the process client for the suite's duration. */
function useOwnPglite(): PrismaClient {
  let embedded: EmbeddedPostgres | undefined;
  let client: PrismaClient | undefined;
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    await applyMigrations(embedded.url);
    client = createPrismaClient(embedded.url, 4);
    await client.adminUser.create({
      data: { id: TEST_STAFF.userId, email: TEST_STAFF.email, passwordHash: "-", role: "owner" },
    });
    setProcessDb(client);
  });
  afterAll(async () => {
    setProcessDb(undefined);
    await client?.$disconnect();
    await embedded?.stop();
  });
  return new Proxy({} as PrismaClient, {
    get(_target, property) {
      const value = Reflect.get(client!, property, client);
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
}

// Without DATABASE_URL the suite's database is a PGlite already: a second would test nothing more.
const DATABASES = [
  { name: "the suite's database", useDatabase: () => useTestDatabase() },
  ...(process.env.DATABASE_URL ? [{ name: "a PGlite of its own", useDatabase: useOwnPglite }] : []),
];

describe.each(DATABASES)("document numbers on $name", ({ useDatabase }) => {
  const db = useDatabase();
  const input = { validUntil: quoteValidUntil(japanDate(new Date())), locale: "ja" as const, mail: false };

  /** A deal with one line, on a request of its own. */
  async function dealWithLines() {
    const order = await db.order.create({ data: { ...TEST_CUSTOMER, type: "sale" } });
    const opened = await openDeal(TEST_STAFF, order.n, order.version);
    if (!opened.ok) throw new Error(opened.error);
    const line = { kind: "body" as const, label: "日野 レンジャー", amountYen: 4_980_000, vehicleId: null };
    const saved = await saveDealLines(TEST_STAFF, opened.id, [line], opened.version);
    if (!saved.ok) throw new Error(saved.error);
    return saved;
  }
  const numbers = async () =>
    (await db.dealDocument.findMany({ orderBy: { no: "asc" }, select: { no: true, dealId: true } })).map(
      (document) => document.no,
    );

  it("numbers two issues at once k, k+1; a failed or stale issue takes none; a deleted deal frees none", async () => {
    const [first, second, third] = [await dealWithLines(), await dealWithLines(), await dealWithLines()];
    const issued = await Promise.all([
      issueQuote(TEST_STAFF, first.id, input, first.version),
      issueQuote(TEST_STAFF, second.id, input, second.version),
    ]);
    expect(issued.every((result) => result.ok)).toBe(true);
    const k = Math.min(...(await numbers()));
    expect(await numbers()).toEqual([k, k + 1]);

    // Refused over a stale version, then failing at the PDF: neither keeps a number.
    expect(await issueQuote(TEST_STAFF, third.id, input, third.version - 1)).toEqual({ ok: false, error: "conflict" });
    pdf.failNext = true;
    await expect(issueQuote(TEST_STAFF, third.id, input, third.version)).rejects.toThrow("could not be drawn");
    expect(await db.deal.findUniqueOrThrow({ where: { id: third.id } })).toMatchObject({ version: third.version });
    const next = await issueQuote(TEST_STAFF, third.id, input, third.version);
    expect(next).toMatchObject({ ok: true, number: `Q-${String(k + 2).padStart(6, "0")}` });

    // Deleting the deal keeps its document and number: the next issue goes on from there.
    expect(await deleteDeal(TEST_STAFF, third.id, third.version + 1)).toMatchObject({ ok: true });
    const fourth = await dealWithLines();
    expect(await issueQuote(TEST_STAFF, fourth.id, input, fourth.version)).toMatchObject({ ok: true });
    expect(await numbers()).toEqual([k, k + 1, k + 2, k + 3]);
    expect(await db.dealDocument.findFirstOrThrow({ where: { no: k + 2 } })).toMatchObject({ dealId: null });
    expect(await db.documentCounter.findUniqueOrThrow({ where: { kind: "quote" } })).toEqual({
      kind: "quote",
      lastNo: k + 3,
    });
  });
});
