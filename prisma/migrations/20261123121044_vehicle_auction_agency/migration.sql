-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "auction_agency" BOOLEAN NOT NULL DEFAULT false;
