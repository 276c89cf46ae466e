-- AlterEnum
ALTER TYPE "VehicleStatus" ADD VALUE 'reserved' BEFORE 'sold';

-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "sold_at" TIMESTAMP(3),
ADD COLUMN     "yard" TEXT NOT NULL DEFAULT 'headquarters';

-- CreateTable
CREATE TABLE "vehicle_price_changes" (
    "id" SERIAL NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "from_yen" INTEGER,
    "to_yen" INTEGER,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vehicle_price_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_searches" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "kind" "ListingKind" NOT NULL,
    "category" TEXT,
    "query" TEXT NOT NULL DEFAULT '',
    "locale" "Locale" NOT NULL,
    "token" TEXT NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    "checked_until" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vehicle_price_changes_vehicle_id_changed_at_idx" ON "vehicle_price_changes"("vehicle_id", "changed_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "saved_searches_token_key" ON "saved_searches"("token");

-- CreateIndex
CREATE INDEX "saved_searches_confirmed_at_unsubscribed_at_idx" ON "saved_searches"("confirmed_at", "unsubscribed_at");

-- AddForeignKey
ALTER TABLE "vehicle_price_changes" ADD CONSTRAINT "vehicle_price_changes_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Vehicles sold before the field: the last save is the best date there is for when.
UPDATE "vehicles" SET "sold_at" = "updated_at" WHERE "status" = 'sold' AND "sold_at" IS NULL;
