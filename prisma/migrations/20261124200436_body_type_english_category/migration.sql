-- AlterTable
ALTER TABLE "body_types" ADD COLUMN     "category_en" TEXT NOT NULL DEFAULT '';

-- The demo body types' English plurals, so an existing site's catalogue headings read "Crane trucks for sale".
UPDATE "body_types" SET "category_en" = CASE "slug"
  WHEN 'flatbed' THEN 'Flatbed trucks'
  WHEN 'wing' THEN 'Wing-body trucks'
  WHEN 'dump' THEN 'Dump trucks'
  WHEN 'crane' THEN 'Crane trucks'
  WHEN 'refrigerated' THEN 'Refrigerated trucks'
  WHEN 'packer' THEN 'Garbage trucks'
  WHEN 'aerial-platform' THEN 'Aerial work platforms'
  WHEN 'tank-lorry' THEN 'Tank lorries'
  WHEN 'self-loader' THEN 'Self-loaders'
  WHEN 'tractor' THEN 'Tractor heads'
  ELSE "category_en" END;
