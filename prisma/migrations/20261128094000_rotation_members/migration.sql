-- The owner chooses who takes turns at new requests. Everyone already did, so everyone still does.
ALTER TABLE "admin_users" ADD COLUMN "in_rotation" BOOLEAN NOT NULL DEFAULT true;
