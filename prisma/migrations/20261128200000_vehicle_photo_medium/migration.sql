-- A phone's screen gets the vehicle page's photo in a middle size. Photos stored before have none, and show the large size.
ALTER TABLE "vehicle_photos" ADD COLUMN "medium_key" TEXT;
