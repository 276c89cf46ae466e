-- Staff see each vehicle photo whole, a portrait one included. Photos stored before have none, and show their card size.
ALTER TABLE "vehicle_photos" ADD COLUMN "preview_key" TEXT;
