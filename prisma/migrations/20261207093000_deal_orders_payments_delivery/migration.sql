-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('transfer', 'cash', 'loan');

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "balance_due_on" DATE,
ADD COLUMN     "carrier" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "delivered_on" DATE,
ADD COLUMN     "delivery_planned_on" DATE,
ADD COLUMN     "deposit_due_on" DATE,
ADD COLUMN     "deposit_yen" INTEGER,
ADD COLUMN     "inspected_on" DATE,
ADD COLUMN     "ordered_on" DATE,
ADD COLUMN     "ordered_total_yen" INTEGER,
ADD COLUMN     "registered_on" DATE,
ADD COLUMN     "transport_on" DATE;

-- CreateTable
CREATE TABLE "deal_payments" (
    "id" SERIAL NOT NULL,
    "deal_id" INTEGER NOT NULL,
    "received_on" DATE NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "receipt_id" INTEGER,
    "recorded_by_id" INTEGER,
    "recorded_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "deal_payments_receipt_id_key" ON "deal_payments"("receipt_id");

-- CreateIndex
CREATE INDEX "deal_payments_deal_id_idx" ON "deal_payments"("deal_id");

-- AddForeignKey
ALTER TABLE "deal_payments" ADD CONSTRAINT "deal_payments_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_payments" ADD CONSTRAINT "deal_payments_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "deal_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_payments" ADD CONSTRAINT "deal_payments_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Each kind numbers from 1 (lib/deals/numbering.ts).
INSERT INTO "document_counters" ("kind", "last_no") VALUES ('order', 0), ('invoice', 0), ('receipt', 0);
