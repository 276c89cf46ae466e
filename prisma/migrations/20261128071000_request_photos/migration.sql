-- CreateTable
CREATE TABLE "request_photos" (
    "id" SERIAL NOT NULL,
    "order_n" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "digest" TEXT NOT NULL,
    "large" BYTEA NOT NULL,
    "thumb" BYTEA NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "request_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "request_photos_order_n_position_key" ON "request_photos"("order_n", "position");

-- CreateIndex
CREATE UNIQUE INDEX "request_photos_order_n_digest_key" ON "request_photos"("order_n", "digest");

-- AddForeignKey
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

-- A request holds at most 10 photos (REQUEST_PHOTO_LIMITS.maxPerRequest), each at a position of its own: two
-- uploads racing for the last place cannot both take it.
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_position_check" CHECK ("position" BETWEEN 0 AND 9);
