-- CreateEnum
CREATE TYPE "InspectionState" AS ENUM ('valid', 'expired', 'deregistered');

-- CreateEnum
CREATE TYPE "RepairHistory" AS ENUM ('none', 'some', 'unknown');

-- CreateTable
CREATE TABLE "request_vehicles" (
    "order_n" INTEGER NOT NULL,
    "maker_id" INTEGER,
    "maker_name" TEXT NOT NULL DEFAULT '',
    "maker_other" BOOLEAN NOT NULL DEFAULT false,
    "model" TEXT NOT NULL DEFAULT '',
    "load_class_id" INTEGER,
    "load_class_name" TEXT NOT NULL DEFAULT '',
    "body_type_id" INTEGER,
    "body_type_name" TEXT NOT NULL DEFAULT '',
    "year" INTEGER,
    "year_from" INTEGER,
    "year_to" INTEGER,
    "mileage_km" INTEGER,
    "mileage_max_km" INTEGER,
    "budget_yen" INTEGER,
    "inspection_state" "InspectionState",
    "inspection_year" INTEGER,
    "inspection_month" INTEGER,
    "repair_history" "RepairHistory",

    CONSTRAINT "request_vehicles_pkey" PRIMARY KEY ("order_n")
);

-- CreateIndex
CREATE INDEX "request_vehicles_maker_id_idx" ON "request_vehicles"("maker_id");

-- CreateIndex
CREATE INDEX "request_vehicles_load_class_id_idx" ON "request_vehicles"("load_class_id");

-- CreateIndex
CREATE INDEX "request_vehicles_body_type_id_idx" ON "request_vehicles"("body_type_id");

-- AddForeignKey
ALTER TABLE "request_vehicles" ADD CONSTRAINT "request_vehicles_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_vehicles" ADD CONSTRAINT "request_vehicles_maker_id_fkey" FOREIGN KEY ("maker_id") REFERENCES "makers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_vehicles" ADD CONSTRAINT "request_vehicles_load_class_id_fkey" FOREIGN KEY ("load_class_id") REFERENCES "load_classes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_vehicles" ADD CONSTRAINT "request_vehicles_body_type_id_fkey" FOREIGN KEY ("body_type_id") REFERENCES "body_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;
