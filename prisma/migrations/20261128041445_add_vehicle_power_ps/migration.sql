-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "power_ps" INTEGER;
