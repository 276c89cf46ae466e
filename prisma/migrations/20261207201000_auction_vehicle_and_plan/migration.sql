-- An auction request says whether it wants a truck or a car (the /autoauction form offered trucks only) and which
-- of the page's fee plans the customer chose.
-- CreateEnum
CREATE TYPE "AuctionVehicle" AS ENUM ('truck', 'car');

-- CreateEnum
CREATE TYPE "AuctionFeePlan" AS ENUM ('planA', 'planB');

-- AlterTable
ALTER TABLE "request_vehicles" ADD COLUMN     "auction_vehicle" "AuctionVehicle",
ADD COLUMN     "fee_plan" "AuctionFeePlan";
