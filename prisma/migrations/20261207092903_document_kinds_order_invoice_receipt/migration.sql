-- AlterEnum
-- Alone in its migration: a value added to an enum cannot be used in the transaction that adds it, and the next
-- migration writes the new kinds' counter rows.
ALTER TYPE "DocumentKind" ADD VALUE 'order';
ALTER TYPE "DocumentKind" ADD VALUE 'invoice';
ALTER TYPE "DocumentKind" ADD VALUE 'receipt';
