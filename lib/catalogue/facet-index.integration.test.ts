import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { LICENCES } from "@/lib/vehicles/licence";
import type { CatalogueFilter } from "./query";

// The in-memory facets must be the database's, to the vehicle: the same wheres (facetGroupReads) evaluated by
// lib/catalogue/column-index.ts over a table of filters, against countCatalogueFacets' grouped reads. Then the
// freshness: a staff save, made as staff make it, is counted at once, and the index is never answered from
// after a save here or on another instance (the Redis generation moved on) until it is read again.
vi.mock("next/cache", () => ({
  unstable_cache:
    (read: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) =>
      read(...args),
  updateTag: () => {},
  revalidateTag: () => {},
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => TEST_STAFF, staffRefusal: async () => null }));

const { countCatalogue, countCatalogueFacets, catalogueWhere } = await import("./query");
const { facetsFromIndex, indexedCatalogueFacets, readFacetIndex } = await import("./facet-index");
const { setVehicleStatus } = await import("@/app/actions/admin-vehicles");

describe("the catalogue's facet index", () => {
  const db = useTestDatabase({ demoData: true });
  const today = "2026-11-25";
  let filters: [string, CatalogueFilter][];

  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  beforeAll(async () => {
    // Sold vehicles on both sides of the days a sale stays shown, so the status rule is held to the database's.
    const sold = await db.vehicle.findMany({ where: { status: "sold" }, select: { id: true }, orderBy: { id: "asc" } });
    for (const [i, { id }] of sold.entries())
      await db.vehicle.update({ where: { id }, data: { soldAt: new Date(i % 2 ? "2026-11-20" : "2026-10-01") } });
    const ids = async (table: "maker" | "loadClass" | "bodyType" | "transmission") =>
      (await (db[table] as typeof db.maker).findMany({ select: { id: true }, orderBy: { id: "asc" } })).map(
        (r) => r.id,
      );
    const [makers, classes, bodies, gears] = await Promise.all([
      ids("maker"),
      ids("loadClass"),
      ids("bodyType"),
      ids("transmission"),
    ]);
    const towingBodyTypeIds = (await db.bodyType.findMany({ where: { towsTrailer: true } })).map((b) => b.id);
    const sale = (more: Partial<CatalogueFilter>): CatalogueFilter => ({
      kind: "sale",
      words: [],
      today,
      towingBodyTypeIds,
      ...more,
    });
    filters = [
      ["nothing", sale({})],
      ["purchases", { ...sale({}), kind: "purchase" }],
      ["another day (other sales shown)", sale({ today: "2026-12-20" })],
      ["price up to 300万", sale({ priceMax: 300 })],
      ["price 200–900万", sale({ priceMin: 200, priceMax: 900 })],
      ["year 2012–2018", sale({ yearMin: 2012, yearMax: 2018 })],
      ["mileage up to 200,000 km", sale({ mileageMax: 200_000 })],
      ["load 2–4 t", sale({ loadMin: 2000, loadMax: 4000 })],
      ["車検 valid", sale({ inspection: "valid" })],
      ["no repair history", sale({ noRepair: true })],
      ["lease", sale({ lease: true })],
      ["yard", sale({ yard: "headquarters" })],
      ["the other yard", sale({ yard: "branch" })],
      ["a maker", sale({ makerId: makers[0] })],
      ["a load class", sale({ loadClassId: classes[1] })],
      ["a body type", sale({ bodyTypeId: bodies[0] })],
      ["transmissions", sale({ transmissionIds: gears.slice(0, 2) })],
      ["no transmission matches", sale({ transmissionIds: [] })],
      ...LICENCES.flatMap((licence): [string, CatalogueFilter][] => [
        [`licence ${licence}`, sale({ licence })],
        [`licence ${licence} with 牽引`, sale({ licence, towing: true })],
      ]),
      ["crane 4 stages", sale({ craneStagesMin: 4 })],
      ["crane 2.9 t", sale({ craneCapacityMin: 2900 })],
      ["reefer −30℃", sale({ reeferTempMax: -30 })],
      ["any tail lift", sale({ powerGate: "any" })],
      ["a tail lift type", sale({ powerGate: "vertical" })],
      [
        "every range and condition",
        sale({
          priceMin: 200,
          priceMax: 900,
          yearMin: 2012,
          mileageMax: 300_000,
          loadMin: 2000,
          loadMax: 4000,
          transmissionIds: gears.slice(0, 1),
          noRepair: true,
          licence: "chugata",
        }),
      ],
      ["maker, class and equipment", sale({ makerId: makers[1], loadClassId: classes[0], craneStagesMin: 3 })],
    ];
  });

  it("counts every facet and the search's total as the database does", async () => {
    const index = await readFacetIndex();
    for (const [name, filter] of filters) {
      const database = await countCatalogueFacets(filter);
      expect(facetsFromIndex(index, filter), name).toEqual(database);
      expect(index.count(catalogueWhere(filter)), name).toBe(await countCatalogue(filter));
    }
    // The table is worth something only if its filters tell vehicles apart.
    const totals = new Set(await Promise.all(filters.map(async ([, f]) => (await countCatalogueFacets(f)).total)));
    expect(totals.size).toBeGreaterThan(10);
  });

  it("leaves free words to the database", async () => {
    const index = await readFacetIndex();
    expect(facetsFromIndex(index, { ...filters[0][1], words: ["日野"] })).toBeNull();
  });

  it("counts a staff save at once, and answers from memory again once it has read the save", async () => {
    const all = filters[0][1];
    const inMemory = () => indexedCatalogueFacets({ ...all, today: undefined });
    await vi.waitFor(async () => expect(await inMemory()).not.toBeNull());
    const before = (await inMemory())!.total;

    const vehicle = await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } });
    const moved = await setVehicleStatus(null, { id: vehicle.id, version: vehicle.version, move: "unpublish" });
    expect(moved).toMatchObject({ ok: true });
    // The copy read before the save is not answered from: the database counts until it is read again.
    expect(await inMemory()).toBeNull();
    await vi.waitFor(async () => expect(await inMemory()).not.toBeNull());
    expect((await inMemory())!.total).toBe(before - 1);
  });

  it("is not answered from once another instance's save moved the shared generation on", async () => {
    const all = { ...filters[0][1], today: undefined };
    let shared = 1;
    const connection = Symbol.for("truck-site.redis-cache");
    const holder = globalThis as unknown as Record<symbol, unknown>;
    holder[connection] = {
      client: { isReady: true, hmGet: async (_key: string, tags: string[]) => tags.map(() => String(shared)) },
      keys: { pageGenerations: "g" },
    };
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6379");
    // The environment is read once per process: a fresh module graph reads it with REDIS_URL.
    vi.resetModules();
    const { indexedCatalogueFacets: facets } = await import("./facet-index");
    try {
      await vi.waitFor(async () => expect(await facets(all)).not.toBeNull());
      shared++;
      expect(await facets(all)).toBeNull();
      await vi.waitFor(async () => expect(await facets(all)).not.toBeNull());
    } finally {
      delete holder[connection];
    }
  });
});
