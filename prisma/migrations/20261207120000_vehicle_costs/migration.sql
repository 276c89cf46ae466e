-- CreateEnum
CREATE TYPE "vehicle_cost_kind" AS ENUM ('maintenance', 'bodyWork', 'panel', 'transport', 'auctionFee', 'registration', 'statutory', 'other');

-- CreateTable
CREATE TABLE "vehicle_costs" (
    "vehicle_id" INTEGER NOT NULL,
    "purchase_price_yen" INTEGER,
    "supplier" TEXT NOT NULL DEFAULT '',
    "purchased_on" DATE,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vehicle_costs_pkey" PRIMARY KEY ("vehicle_id")
);

-- CreateTable
CREATE TABLE "vehicle_cost_lines" (
    "id" SERIAL NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "kind" "vehicle_cost_kind" NOT NULL,
    "label" TEXT NOT NULL DEFAULT '',
    "amount_yen" INTEGER NOT NULL,
    "spent_on" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vehicle_cost_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vehicle_cost_lines_vehicle_id_idx" ON "vehicle_cost_lines"("vehicle_id");

-- AddForeignKey
ALTER TABLE "vehicle_costs" ADD CONSTRAINT "vehicle_costs_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_cost_lines" ADD CONSTRAINT "vehicle_cost_lines_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicle_costs"("vehicle_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What the schema cannot state: a cost is never below nothing (a refund is a smaller line, not a negative one).
ALTER TABLE "vehicle_costs"
  ADD CONSTRAINT "vehicle_costs_purchase_price_check" CHECK ("purchase_price_yen" >= 0);
ALTER TABLE "vehicle_cost_lines"
  ADD CONSTRAINT "vehicle_cost_lines_amount_check" CHECK ("amount_yen" >= 0);
