-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "inspection_included" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "legal_maintenance" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "price_body_yen" INTEGER,
ADD COLUMN     "price_fees_yen" INTEGER,
ADD COLUMN     "warranty_km" INTEGER,
ADD COLUMN     "warranty_months" INTEGER;

-- A total stored before the parts existed was all-inclusive: it becomes the body price with no fees on top.
UPDATE "vehicles" SET "price_body_yen" = "price_total_yen", "price_fees_yen" = CASE WHEN "kind" = 'sale' AND "price_total_yen" IS NOT NULL THEN 0 END;

-- The total is the sum of its parts, whatever writes the row.
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_price_total_is_sum" CHECK ("price_total_yen" IS NOT DISTINCT FROM "price_body_yen" + COALESCE("price_fees_yen", 0));
