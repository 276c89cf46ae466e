-- AlterEnum
-- A general question (陸送, 架装, 整備, papers), which visitors sent as 車両購入 for want of a type of its own.
ALTER TYPE "RequestType" ADD VALUE 'general';
