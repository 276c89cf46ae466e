import { beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { routes } from "@/lib/routes";

// Every cached read of the site against the staff saves that change what it shows: each save, made as staff make
// it (the server action), must expire the read at once. Next's data cache is stood in for by a map that keeps and
// expires entries by tag as Next's does, so what is proven here is the pairing of the reads' tags with the
// actions' (a read tagged with what no save of its data expires stays stale until CACHE_SECONDS). That Next
// itself then serves the new answer, on one instance and on two, is e2e/admin-vehicles.spec.ts and
// e2e/instances.spec.ts.
const dataCache = vi.hoisted(() => new Map<string, { value: unknown; tags: string[] }>());
const expire = vi.hoisted(() => (tag: string) => {
  for (const [key, entry] of dataCache) if (entry.tags.includes(tag)) dataCache.delete(key);
});
vi.mock("next/cache", () => ({
  unstable_cache:
    (read: (...args: unknown[]) => Promise<unknown>, keyParts: string[], options: { tags?: string[] }) =>
    async (...args: unknown[]) => {
      const key = JSON.stringify([keyParts, args]);
      if (!dataCache.has(key)) dataCache.set(key, { value: await read(...args), tags: options.tags ?? [] });
      return structuredClone(dataCache.get(key)!.value);
    },
  updateTag: expire,
  revalidateTag: expire,
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => TEST_STAFF, staffRefusal: async () => null }));

const { setVehicleStatus } = await import("@/app/actions/admin-vehicles");
const { saveMasterEntryForm } = await import("@/app/actions/admin-master-data");
const { removePost, saveReviewForm } = await import("@/app/actions/admin-content");
const { masterEntryFormValues } = await import("@/lib/admin/master-data");
const { searchCatalogue, countCatalogueSearch } = await import("@/lib/catalogue/search");
const { getCatalogueOptions } = await import("@/lib/catalogue/options");
const { parseCatalogueParams } = await import("@/lib/catalogue/params");
const { catalogueWhere } = await import("@/lib/catalogue/query");
const { getBlogPage } = await import("@/lib/content/blog");
const { sitemapResponse } = await import("@/lib/seo/sitemap");

const ORIGIN = "https://trucks.example";
const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
  return data;
};
const sitemap = async () => (await sitemapResponse(ORIGIN, null)).text();
const allSales = () => searchCatalogue("sale", undefined, parseCatalogueParams({}), "ja");

describe("a staff save expires every cached read that shows what it changed", () => {
  const db = useTestDatabase({ demoData: true });
  beforeEach(() => {
    dataCache.clear();
    // What the server's environment always holds; the database itself is the one this file made.
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  it("a vehicle taken off the site leaves the catalogue, its count, the year lists and the sitemap", async () => {
    // A truck of a model year no other truck in the catalogue has: its year leaves the year lists with it.
    const years = await db.vehicle.groupBy({
      by: ["modelYear"],
      where: catalogueWhere({ kind: "sale", words: [] }),
      _count: { _all: true },
    });
    const vehicle = await db.vehicle.findFirstOrThrow({
      where: {
        kind: "sale",
        status: "published",
        modelYear: {
          in: years.flatMap(({ modelYear, _count }) => (_count._all === 1 && modelYear !== null ? [modelYear] : [])),
        },
      },
    });
    const listed = `${routes.vehicle("sale", vehicle.strId)}</loc>`;
    const before = await allSales();
    expect(before!.stockYears).toContain(vehicle.modelYear);
    expect(await sitemap()).toContain(listed);
    expect(await countCatalogueSearch("sale", undefined, parseCatalogueParams({}))).toBe(before!.total);

    const moved = await setVehicleStatus(null, { id: vehicle.id, version: vehicle.version, move: "unpublish" });
    expect(moved).toMatchObject({ ok: true });
    const after = await allSales();
    expect(after!.total).toBe(before!.total - 1);
    expect(after!.stockYears).not.toContain(vehicle.modelYear);
    expect(await countCatalogueSearch("sale", undefined, parseCatalogueParams({}))).toBe(before!.total - 1);
    expect(await sitemap()).not.toContain(listed);
  });

  it("a maker renamed shows in the catalogue's filters at once", async () => {
    const maker = await db.maker.findFirstOrThrow({ where: { slug: "isuzu" } });
    expect((await getCatalogueOptions("en")).makers).toContainEqual(expect.objectContaining({ name: maker.nameEn }));
    await allSales();

    const values = { ...masterEntryFormValues(maker), nameEn: "Isuzu Motors" };
    const saved = await saveMasterEntryForm(
      null,
      form({ ...values, type: "makers", id: maker.id, version: maker.version }),
    );
    expect(saved).toMatchObject({ ok: true });
    expect((await getCatalogueOptions("en")).makers).toContainEqual(expect.objectContaining({ name: "Isuzu Motors" }));
    expect((await searchCatalogue("sale", undefined, parseCatalogueParams({}), "en"))!.options.makers).toContainEqual(
      expect.objectContaining({ name: "Isuzu Motors" }),
    );
  });

  it("a blog post deleted leaves the blog and the sitemap; changed by other means, it stays", async () => {
    const [post] = (await getBlogPage("ja", 1)).posts;
    const listed = `${routes.blogPost(post.id)}</loc>`;
    expect(await sitemap()).toContain(listed);

    // A write that is not a staff save expires nothing: the cached answers stand (until CACHE_SECONDS).
    await db.blogPost.update({ where: { id: post.id }, data: { title: "書き換え" } });
    expect((await getBlogPage("ja", 1)).posts.map((p) => p.id)).toContain(post.id);

    expect(await removePost(null, { id: post.id })).toMatchObject({ ok: true });
    expect((await getBlogPage("ja", 1)).posts.map((p) => p.id)).not.toContain(post.id);
    expect(await sitemap()).not.toContain(listed);
  });

  it("a review published is listed in the sitemap at once", async () => {
    await sitemap();
    const saved = await saveReviewForm(
      null,
      form({
        text: "対応が早く助かりました。",
        customerName: "K様",
        vehicleBought: "",
        language: "ja",
        published: "on",
        photoKey: "",
        id: "",
        version: "",
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    const { id } = (saved as { value: { id: number } }).value;
    expect(await sitemap()).toContain(`${routes.review(id)}</loc>`);
  });
});
