-- DropIndex
DROP INDEX "vehicles_kind_status_published_at_idx";

-- DropIndex
DROP INDEX "vehicles_kind_status_price_total_yen_idx";

-- DropIndex
DROP INDEX "vehicles_kind_status_model_year_idx";

-- DropIndex
DROP INDEX "vehicles_kind_status_mileage_km_idx";

-- One index per catalogue sort, matching its ORDER BY exactly (unknown values last, newest id first on
-- ties), so a page of 20 is read straight from the index at any catalogue size. Named *_sort_idx: the
-- drift test leaves hand-written indexes out of its comparison with schema.prisma.
CREATE INDEX "vehicles_newest_sort_idx" ON "vehicles" ("kind", "status", "published_at" DESC NULLS LAST, "id" DESC);
CREATE INDEX "vehicles_price_asc_sort_idx" ON "vehicles" ("kind", "status", "price_total_yen" ASC NULLS LAST, "id" DESC);
CREATE INDEX "vehicles_price_desc_sort_idx" ON "vehicles" ("kind", "status", "price_total_yen" DESC NULLS LAST, "id" DESC);
CREATE INDEX "vehicles_year_sort_idx" ON "vehicles" ("kind", "status", "model_year" DESC NULLS LAST, "id" DESC);
CREATE INDEX "vehicles_mileage_sort_idx" ON "vehicles" ("kind", "status", "mileage_km" ASC NULLS LAST, "id" DESC);
