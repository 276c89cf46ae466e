-- CreateTable
CREATE TABLE "vehicle_sales" (
    "vehicle_id" INTEGER NOT NULL,
    "order_n" INTEGER,
    "buyer_name" TEXT NOT NULL DEFAULT '',
    "buyer_company" TEXT NOT NULL DEFAULT '',
    "buyer_phone" TEXT NOT NULL DEFAULT '',
    "sale_price_yen" INTEGER NOT NULL,
    "sold_on" DATE NOT NULL,
    "recorded_by_id" INTEGER,
    "recorded_by_name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vehicle_sales_pkey" PRIMARY KEY ("vehicle_id")
);

-- CreateIndex
CREATE INDEX "vehicle_sales_order_n_idx" ON "vehicle_sales"("order_n");

-- AddForeignKey
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A price is never below nothing, whatever writes the row.
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_price" CHECK ("sale_price_yen" >= 0);
