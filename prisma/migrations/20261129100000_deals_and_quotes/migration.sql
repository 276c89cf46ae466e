-- CreateEnum
CREATE TYPE "DealLineKind" AS ENUM ('body', 'option', 'bodyWork', 'fee', 'weightTax', 'compulsoryInsurance', 'stamps', 'recyclingDeposit', 'discount', 'tradeIn');

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('quote');

-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'document';

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "document_id" INTEGER;

-- CreateTable
CREATE TABLE "deals" (
    "id" SERIAL NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "order_n" INTEGER NOT NULL,

    CONSTRAINT "deals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deal_lines" (
    "id" SERIAL NOT NULL,
    "deal_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" "DealLineKind" NOT NULL,
    "label" TEXT NOT NULL,
    "amount_yen" INTEGER NOT NULL,
    "vehicle_id" INTEGER,

    CONSTRAINT "deal_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_counters" (
    "kind" "DocumentKind" NOT NULL,
    "last_no" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "deal_documents" (
    "id" SERIAL NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "no" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "issued_on" DATE NOT NULL,
    "valid_until" DATE,
    "deal_id" INTEGER,
    "order_n" INTEGER NOT NULL,
    "replaces_id" INTEGER,
    "recipient_name" TEXT NOT NULL,
    "total_yen" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "pdf" BYTEA NOT NULL,
    "issued_by_id" INTEGER,
    "issued_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deal_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deals_order_n_idx" ON "deals"("order_n");

-- CreateIndex
CREATE INDEX "deal_lines_vehicle_id_idx" ON "deal_lines"("vehicle_id");

-- CreateIndex
CREATE UNIQUE INDEX "deal_lines_deal_id_position_key" ON "deal_lines"("deal_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "deal_documents_replaces_id_key" ON "deal_documents"("replaces_id");

-- CreateIndex
CREATE INDEX "deal_documents_order_n_idx" ON "deal_documents"("order_n");

-- CreateIndex
CREATE INDEX "deal_documents_deal_id_idx" ON "deal_documents"("deal_id");

-- CreateIndex
CREATE UNIQUE INDEX "deal_documents_kind_no_key" ON "deal_documents"("kind", "no");

-- CreateIndex
CREATE INDEX "mail_outbox_document_id_idx" ON "mail_outbox"("document_id");

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "deal_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_lines" ADD CONSTRAINT "deal_lines_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_lines" ADD CONSTRAINT "deal_lines_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_replaces_id_fkey" FOREIGN KEY ("replaces_id") REFERENCES "deal_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_issued_by_id_fkey" FOREIGN KEY ("issued_by_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every kind has its counter from the start, so taking a number is one UPDATE that locks its row
-- (lib/deals/numbering.ts). The order form, invoice and receipt add theirs with their kind.
INSERT INTO "document_counters" ("kind", "last_no") VALUES ('quote', 0);

-- Never below nothing, whatever writes the row: the kind of a line gives its sign, and numbers start at 1.
ALTER TABLE "deal_lines" ADD CONSTRAINT "deal_lines_amount" CHECK ("amount_yen" >= 0);
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_no" CHECK ("no" >= 1);
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_total" CHECK ("total_yen" >= 0);
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_last_no" CHECK ("last_no" >= 0);
