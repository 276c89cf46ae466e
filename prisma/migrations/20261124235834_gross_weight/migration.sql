-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "gross_weight_kg" INTEGER;

-- Listings saved before the field: the gross weight follows from what they state, the curb weight, the
-- maximum load and 55 kg for each seat (the inspection certificate's own rule).
UPDATE "vehicles"
   SET "gross_weight_kg" = "vehicle_weight_kg" + "max_load_kg" + 55 * "seats"
 WHERE "gross_weight_kg" IS NULL
   AND "vehicle_weight_kg" IS NOT NULL AND "max_load_kg" IS NOT NULL AND "seats" IS NOT NULL;
