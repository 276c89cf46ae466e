-- The vehicles an order names move to their own table, one line each, so one request can name several
-- (一括問い合わせ). A single-vehicle order becomes an order with one line.
CREATE TABLE "order_vehicles" (
    "order_n" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "vehicle_id" INTEGER,
    "kind" "ListingKind" NOT NULL,
    "str_id" TEXT NOT NULL,
    "inquiry_no" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "price_yen" INTEGER,

    CONSTRAINT "order_vehicles_pkey" PRIMARY KEY ("order_n","position")
);

CREATE INDEX "order_vehicles_vehicle_id_idx" ON "order_vehicles"("vehicle_id");

ALTER TABLE "order_vehicles" ADD CONSTRAINT "order_vehicles_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "order_vehicles" ADD CONSTRAINT "order_vehicles_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every order keeps its vehicle as it was. Its vehicle-name column read {name}（管理番号 {no}） or
-- {name} (stock no. {no}): the line keeps the name alone, since it has the number beside it.
INSERT INTO "order_vehicles" ("order_n", "position", "vehicle_id", "kind", "str_id", "inquiry_no", "name", "price_yen")
SELECT "n", 0, "vehicle_id", "vehicle_kind", "vehicle_str_id", "vehicle_inquiry_no",
       regexp_replace("vehicle_name", '(（管理番号 |\s\(stock no\. )' || "vehicle_inquiry_no" || '[）)]$', ''),
       "vehicle_price_yen"
FROM "orders"
WHERE "vehicle_kind" IS NOT NULL AND "vehicle_str_id" IS NOT NULL AND "vehicle_inquiry_no" IS NOT NULL;

-- The name now lives on the line, and the column keeps only what a visitor typed on the contact form.
UPDATE "orders" o SET "vehicle_name" = '' WHERE EXISTS (SELECT 1 FROM "order_vehicles" l WHERE l."order_n" = o."n");

ALTER TABLE "orders" DROP CONSTRAINT "orders_vehicle_id_fkey";

ALTER TABLE "orders" DROP COLUMN "vehicle_id",
DROP COLUMN "vehicle_inquiry_no",
DROP COLUMN "vehicle_kind",
DROP COLUMN "vehicle_price_yen",
DROP COLUMN "vehicle_str_id";
