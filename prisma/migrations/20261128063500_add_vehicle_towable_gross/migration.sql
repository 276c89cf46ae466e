-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "towable_gross_kg" INTEGER;
