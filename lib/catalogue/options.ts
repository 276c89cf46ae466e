import "server-only";
import { cache } from "react";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";
import { db } from "@/lib/db";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/bilingual";

export interface Option {
  id: number;
  slug: string;
  name: string;
}

/** A body type as a catalogue category: in English its listing is headed with a plural ("Crane trucks"). */
export interface CategoryOption extends Option {
  heading: string;
  /** A tractor, which needs 牽引免許 (lib/vehicles/licence). */
  towsTrailer: boolean;
}

const readMasterData = cacheAcrossRequests(
  async () => {
    const select = { id: true, slug: true, nameJa: true, nameEn: true } as const;
    const orderBy = [{ position: "asc" as const }, { id: "asc" as const }];
    const [makers, loadClasses, bodyTypes, transmissions] = await Promise.all([
      db().maker.findMany({ select, orderBy }),
      db().loadClass.findMany({ select, orderBy }),
      db().bodyType.findMany({ select: { ...select, categoryEn: true, towsTrailer: true }, orderBy }),
      db().transmission.findMany({ select: { id: true, slug: true } }),
    ]);
    return { makers, loadClasses, bodyTypes, transmissions };
  },
  "catalogue-master-data",
  { tags: [CACHE_TAGS.masterData], revalidate: CACHE_SECONDS },
);

/**
 * The makers, load classes and body types the catalogue filters on, in the visitor's language, and the
 * transmissions' ids by slug.
 */
export const getCatalogueOptions = cache(async (locale: Locale) => {
  const { makers, loadClasses, bodyTypes, transmissions } = await readMasterData();
  const localize = (rows: typeof makers): Option[] =>
    rows.map((r) => ({ id: r.id, slug: r.slug, name: nameIn(locale, r) }));
  const categories = bodyTypes.map((r): CategoryOption => ({
    ...localize([r])[0],
    heading: locale === "ja" ? r.nameJa : r.categoryEn || r.nameEn,
    towsTrailer: r.towsTrailer,
  }));
  return {
    makers: localize(makers),
    loadClasses: localize(loadClasses),
    bodyTypes: categories,
    transmissionIds: new Map(transmissions.map((row) => [row.slug, row.id])),
  };
});
