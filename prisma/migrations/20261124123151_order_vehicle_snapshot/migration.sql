-- A vehicle order keeps the vehicle as the customer saw it, whatever later happens to the vehicle.
ALTER TABLE "orders" ADD COLUMN     "vehicle_inquiry_no" INTEGER,
ADD COLUMN     "vehicle_kind" "ListingKind",
ADD COLUMN     "vehicle_price_yen" INTEGER,
ADD COLUMN     "vehicle_str_id" TEXT;

-- Orders taken before this kept only a link: copy what their vehicle shows now, the best that is known.
UPDATE "orders" o
SET "vehicle_kind" = v."kind", "vehicle_str_id" = v."str_id", "vehicle_inquiry_no" = v."inquiry_no", "vehicle_price_yen" = v."price_total_yen"
FROM "vehicles" v
WHERE o."vehicle_id" = v."id";
