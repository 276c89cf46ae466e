-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ListingKind" AS ENUM ('sale', 'purchase');

-- CreateEnum
CREATE TYPE "VehicleStatus" AS ENUM ('draft', 'published', 'sold');

-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('ja', 'en');

-- CreateEnum
CREATE TYPE "RequestType" AS ENUM ('purchase', 'sale', 'assessment', 'auction', 'vehicle');

-- CreateEnum
CREATE TYPE "ContactMethod" AS ENUM ('phone', 'email', 'line');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('new', 'contacted', 'quoted', 'won', 'lost', 'closed');

-- CreateTable
CREATE TABLE "makers" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_kana" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "makers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "load_classes" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "load_classes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "body_types" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_kana" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "aliases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "body_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fuels" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "fuels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transmissions" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "transmissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "drive_types" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "drive_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicles" (
    "id" SERIAL NOT NULL,
    "kind" "ListingKind" NOT NULL,
    "str_id" TEXT NOT NULL,
    "inquiry_no" INTEGER NOT NULL,
    "status" "VehicleStatus" NOT NULL DEFAULT 'draft',
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "maker_id" INTEGER NOT NULL,
    "load_class_id" INTEGER NOT NULL,
    "body_type_id" INTEGER NOT NULL,
    "model_name" TEXT NOT NULL DEFAULT '',
    "model_code" TEXT NOT NULL DEFAULT '',
    "model_year" INTEGER,
    "mileage_km" INTEGER,
    "lease_purchase" BOOLEAN NOT NULL DEFAULT false,
    "price_total_yen" INTEGER,
    "inspection_year" INTEGER,
    "inspection_month" INTEGER,
    "displacement_cc" INTEGER,
    "drive_type_id" INTEGER,
    "transmission_id" INTEGER,
    "fuel_id" INTEGER,
    "max_load_kg" INTEGER,
    "vehicle_weight_kg" INTEGER,
    "repair_history" BOOLEAN,
    "chassis_last3" VARCHAR(3),
    "length_mm" INTEGER,
    "width_mm" INTEGER,
    "height_mm" INTEGER,
    "doors" INTEGER,
    "seats" INTEGER,
    "airbags" BOOLEAN,
    "has_air_conditioner" BOOLEAN NOT NULL DEFAULT false,
    "has_rear_double_wheels" BOOLEAN NOT NULL DEFAULT false,
    "has_three_side_opening" BOOLEAN NOT NULL DEFAULT false,
    "has_power_steering" BOOLEAN NOT NULL DEFAULT false,
    "has_power_window" BOOLEAN NOT NULL DEFAULT false,
    "recycling_fee_paid" BOOLEAN NOT NULL DEFAULT false,
    "is_bargain" BOOLEAN NOT NULL DEFAULT false,
    "bed_length_mm" INTEGER,
    "bed_width_mm" INTEGER,
    "bed_height_mm" INTEGER,
    "description_ja" TEXT NOT NULL DEFAULT '',
    "description_en" TEXT NOT NULL DEFAULT '',
    "video_url" TEXT,
    "search_text" TEXT NOT NULL DEFAULT '',
    "version" INTEGER NOT NULL DEFAULT 1,
    "published_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vehicles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_photos" (
    "id" SERIAL NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "large_key" TEXT NOT NULL,
    "thumb_key" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vehicle_photos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_blobs" (
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_blobs_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "orders" (
    "n" SERIAL NOT NULL,
    "type" "RequestType" NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'new',
    "last_name" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "company_name" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "vehicle_name" TEXT NOT NULL DEFAULT '',
    "contact_method" "ContactMethod" NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "vehicle_id" INTEGER,
    "locale" "Locale" NOT NULL,
    "staff_notes" TEXT NOT NULL DEFAULT '',
    "idempotency_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("n")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" SERIAL NOT NULL,
    "language" "Locale" NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "photo_key" TEXT,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMP(3),
    "translation_of_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "language" "Locale" NOT NULL,
    "text" TEXT NOT NULL,
    "photo_key" TEXT,
    "customer_name" TEXT NOT NULL DEFAULT '',
    "vehicle_bought" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pages" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title_ja" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "body_ja" TEXT NOT NULL DEFAULT '',
    "body_en" TEXT NOT NULL DEFAULT '',
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "body_work_items" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "body_type_id" INTEGER,
    "title_ja" TEXT NOT NULL,
    "title_en" TEXT NOT NULL,
    "text_ja" TEXT NOT NULL DEFAULT '',
    "text_en" TEXT NOT NULL DEFAULT '',
    "photo_key" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "body_work_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "admin_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_sessions" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotions" (
    "id" SERIAL NOT NULL,
    "text_ja" TEXT NOT NULL,
    "text_en" TEXT NOT NULL,
    "discount_percent" INTEGER NOT NULL,
    "ends_on" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "promotions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "makers_slug_key" ON "makers"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "load_classes_slug_key" ON "load_classes"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "body_types_slug_key" ON "body_types"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "fuels_slug_key" ON "fuels"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "transmissions_slug_key" ON "transmissions"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "drive_types_slug_key" ON "drive_types"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "vehicles_str_id_key" ON "vehicles"("str_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicles_inquiry_no_key" ON "vehicles"("inquiry_no");

-- CreateIndex
CREATE INDEX "vehicles_kind_status_published_at_idx" ON "vehicles"("kind", "status", "published_at" DESC);

-- CreateIndex
CREATE INDEX "vehicles_maker_id_idx" ON "vehicles"("maker_id");

-- CreateIndex
CREATE INDEX "vehicles_load_class_id_idx" ON "vehicles"("load_class_id");

-- CreateIndex
CREATE INDEX "vehicles_body_type_id_idx" ON "vehicles"("body_type_id");

-- CreateIndex
CREATE INDEX "vehicles_price_total_yen_idx" ON "vehicles"("price_total_yen");

-- CreateIndex
CREATE INDEX "vehicles_model_year_idx" ON "vehicles"("model_year");

-- CreateIndex
CREATE INDEX "vehicles_mileage_km_idx" ON "vehicles"("mileage_km");

-- CreateIndex
CREATE INDEX "vehicle_photos_vehicle_id_position_idx" ON "vehicle_photos"("vehicle_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "orders_idempotency_key_key" ON "orders"("idempotency_key");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_type_created_at_idx" ON "orders"("type", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_translation_of_id_key" ON "blog_posts"("translation_of_id");

-- CreateIndex
CREATE INDEX "blog_posts_language_published_published_at_idx" ON "blog_posts"("language", "published", "published_at" DESC);

-- CreateIndex
CREATE INDEX "reviews_language_published_created_at_idx" ON "reviews"("language", "published", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "pages_slug_key" ON "pages"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "body_work_items_slug_key" ON "body_work_items"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users"("email");

-- CreateIndex
CREATE INDEX "admin_sessions_user_id_idx" ON "admin_sessions"("user_id");

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_maker_id_fkey" FOREIGN KEY ("maker_id") REFERENCES "makers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_load_class_id_fkey" FOREIGN KEY ("load_class_id") REFERENCES "load_classes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_body_type_id_fkey" FOREIGN KEY ("body_type_id") REFERENCES "body_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_drive_type_id_fkey" FOREIGN KEY ("drive_type_id") REFERENCES "drive_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_transmission_id_fkey" FOREIGN KEY ("transmission_id") REFERENCES "transmissions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_id_fkey" FOREIGN KEY ("fuel_id") REFERENCES "fuels"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_photos" ADD CONSTRAINT "vehicle_photos_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_id_fkey" FOREIGN KEY ("translation_of_id") REFERENCES "blog_posts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "body_work_items" ADD CONSTRAINT "body_work_items_body_type_id_fkey" FOREIGN KEY ("body_type_id") REFERENCES "body_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules the schema language cannot state: closed ranges that no screen may break.
ALTER TABLE "vehicles"
  ADD CONSTRAINT "vehicles_inspection_month_check" CHECK ("inspection_month" BETWEEN 1 AND 12),
  ADD CONSTRAINT "vehicles_inspection_pair_check" CHECK (("inspection_year" IS NULL) = ("inspection_month" IS NULL)),
  ADD CONSTRAINT "vehicles_chassis_last3_check" CHECK ("chassis_last3" ~ '^[0-9A-Z]{3}$'),
  ADD CONSTRAINT "vehicles_model_year_check" CHECK ("model_year" BETWEEN 1950 AND 2100),
  ADD CONSTRAINT "vehicles_non_negative_check" CHECK (
    "mileage_km" >= 0 AND "price_total_yen" >= 0 AND "displacement_cc" >= 0 AND "max_load_kg" >= 0
    AND "vehicle_weight_kg" >= 0 AND "length_mm" >= 0 AND "width_mm" >= 0 AND "height_mm" >= 0
    AND "doors" >= 0 AND "seats" >= 0 AND "bed_length_mm" >= 0 AND "bed_width_mm" >= 0 AND "bed_height_mm" >= 0
  ),
  ADD CONSTRAINT "vehicles_str_id_check" CHECK ("str_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

ALTER TABLE "promotions"
  ADD CONSTRAINT "promotions_discount_percent_check" CHECK ("discount_percent" BETWEEN 1 AND 100);

ALTER TABLE "vehicle_photos"
  ADD CONSTRAINT "vehicle_photos_position_check" CHECK ("position" >= 0);
