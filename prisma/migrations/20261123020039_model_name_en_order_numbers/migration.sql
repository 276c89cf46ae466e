-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "model_name_en" TEXT NOT NULL DEFAULT '';

-- Order numbers are what customers quote on the phone: five digits from the first order on.
ALTER SEQUENCE "orders_n_seq" RESTART WITH 10001;
