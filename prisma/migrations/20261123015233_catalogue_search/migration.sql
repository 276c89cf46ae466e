-- DropIndex
DROP INDEX "vehicles_price_total_yen_idx";

-- DropIndex
DROP INDEX "vehicles_model_year_idx";

-- DropIndex
DROP INDEX "vehicles_mileage_km_idx";

-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "search_grams" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "vehicles_kind_status_price_total_yen_idx" ON "vehicles"("kind", "status", "price_total_yen");

-- CreateIndex
CREATE INDEX "vehicles_kind_status_model_year_idx" ON "vehicles"("kind", "status", "model_year");

-- CreateIndex
CREATE INDEX "vehicles_kind_status_mileage_km_idx" ON "vehicles"("kind", "status", "mileage_km");

-- CreateIndex
CREATE INDEX "vehicles_search_grams_idx" ON "vehicles" USING GIN ("search_grams");
