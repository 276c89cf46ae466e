-- AlterTable
ALTER TABLE "deal_documents" ADD COLUMN     "voided_at" TIMESTAMP(3);
