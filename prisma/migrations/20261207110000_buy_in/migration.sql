-- CreateEnum
CREATE TYPE "BuyInOfferState" AS ENUM ('pending', 'accepted', 'declined');

-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'offer';

-- CreateTable
CREATE TABLE "buy_in_offers" (
    "id" SERIAL NOT NULL,
    "order_n" INTEGER NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "valid_until" DATE NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "state" "BuyInOfferState" NOT NULL DEFAULT 'pending',
    "answered_at" TIMESTAMP(3),
    "offered_by_id" INTEGER,
    "offered_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "buy_in_offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "buy_in_purchases" (
    "order_n" INTEGER NOT NULL,
    "price_yen" INTEGER NOT NULL,
    "payment_due_on" DATE NOT NULL,
    "paid_on" DATE,
    "vehicle_id" INTEGER,
    "recorded_by_id" INTEGER,
    "recorded_by_name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "buy_in_purchases_pkey" PRIMARY KEY ("order_n")
);

-- CreateIndex
CREATE INDEX "buy_in_offers_order_n_id_idx" ON "buy_in_offers"("order_n", "id");

-- CreateIndex
CREATE UNIQUE INDEX "buy_in_purchases_vehicle_id_key" ON "buy_in_purchases"("vehicle_id");

-- AddForeignKey
ALTER TABLE "buy_in_offers" ADD CONSTRAINT "buy_in_offers_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_in_offers" ADD CONSTRAINT "buy_in_offers_offered_by_id_fkey" FOREIGN KEY ("offered_by_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_in_purchases" ADD CONSTRAINT "buy_in_purchases_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_in_purchases" ADD CONSTRAINT "buy_in_purchases_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "buy_in_purchases" ADD CONSTRAINT "buy_in_purchases_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
