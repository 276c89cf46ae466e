// Loads the demo inventory into an empty database: master data, 60 vehicles for sale, 24 purchase listings and their
// photos, the body-manufacturing items and the campaigns. It never touches a database that already holds data.
import { createPrismaClient, type PrismaClient } from "../../lib/db/client";
import { putImage } from "../../lib/media/store";
import { refreshSearchDocuments } from "../../lib/catalogue/search-document";
import { bodyTypes, driveTypes, fuels, loadClasses, makers, transmissions } from "./master-data";
import { generateDemoVehicles, type DemoVehicle } from "./vehicles";
import { demoPhotoViews } from "./photos";
import { demoPhotoVariants } from "./photo-cache";
import { createRandom } from "./random";
import { blogStories, bodyWorkItems, demoPromotions, reviews, staffPages } from "./content";
import { replyTemplates } from "./reply-templates";
import { demoSaleAndCost } from "./costs";

export const DEMO_COUNTS = { sale: 60, purchase: 24 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

async function isEmpty(db: PrismaClient) {
  const [makerCount, vehicleCount] = await Promise.all([db.maker.count(), db.vehicle.count()]);
  return makerCount === 0 && vehicleCount === 0;
}

type PhotoKeys = { largeKey: string; mediumKey: string; thumbKey: string; width: number; height: number };

/** Renders each distinct drawing once; vehicles that look the same in a view share its stored bytes. */
function photoRenderer(db: PrismaClient) {
  const cache = new Map<string, Promise<PhotoKeys>>();
  const render = (id: string, svg: () => string) => {
    if (!cache.has(id)) {
      cache.set(
        id,
        (async () => {
          const { large, medium, thumb } = await demoPhotoVariants(svg());
          const [largeKey, mediumKey, thumbKey] = [
            await putImage(db, large),
            await putImage(db, medium),
            await putImage(db, thumb),
          ];
          return { largeKey, mediumKey, thumbKey, width: large.width, height: large.height };
        })(),
      );
    }
    return cache.get(id)!;
  };
  return (vehicle: DemoVehicle) => Promise.all(demoPhotoViews(vehicle).map((view) => render(view.id, view.draw)));
}

export async function seedDemoData(db: PrismaClient, now = new Date()): Promise<void> {
  const random = createRandom(20260401);
  const vehicles = generateDemoVehicles(random, DEMO_COUNTS, { year: now.getFullYear(), month: now.getMonth() + 1 });
  const photosFor = photoRenderer(db);
  const photos: PhotoKeys[][] = [];
  for (const vehicle of vehicles) photos.push(await photosFor(vehicle));

  await db.$transaction(
    async (tx) => {
      const withPosition = <T>(rows: readonly T[]) => rows.map((row, position) => ({ ...row, position }));
      await tx.maker.createMany({ data: withPosition(makers).map((m) => ({ ...m, aliases: [...m.aliases] })) });
      await tx.loadClass.createMany({ data: withPosition(loadClasses) });
      await tx.bodyType.createMany({ data: withPosition(bodyTypes).map((b) => ({ ...b, aliases: [...b.aliases] })) });
      await tx.fuel.createMany({ data: withPosition(fuels) });
      await tx.transmission.createMany({ data: withPosition(transmissions) });
      await tx.driveType.createMany({ data: withPosition(driveTypes) });

      const ids = async <T extends { id: number; slug: string }>(rows: Promise<T[]>) =>
        new Map((await rows).map((row) => [row.slug, row.id]));
      const makerIds = await ids(tx.maker.findMany());
      const loadClassIds = await ids(tx.loadClass.findMany());
      const bodyTypeIds = await ids(tx.bodyType.findMany());
      const fuelIds = await ids(tx.fuel.findMany());
      const transmissionIds = await ids(tx.transmission.findMany());
      const driveIds = await ids(tx.driveType.findMany());
      const craneMakerIds = await ids(tx.craneMaker.findMany());
      const reeferMakerIds = await ids(tx.reeferMaker.findMany());

      for (const [index, vehicle] of vehicles.entries()) {
        const {
          makerSlug,
          loadClassSlug,
          bodyTypeSlug,
          fuelSlug,
          transmissionSlug,
          driveSlug,
          craneMakerSlug,
          reeferMakerSlug,
          publishedDaysAgo,
          soldDaysAgo,
          priceCut: _priceCut,
          colorIndex,
          ...fields
        } = vehicle;
        const publishedAt =
          fields.status === "draft" ? null : new Date(now.getTime() - publishedDaysAgo * DAY_MS - index * 60_000);
        const soldAt = soldDaysAgo === null ? null : new Date(now.getTime() - soldDaysAgo * DAY_MS);
        await tx.vehicle.create({
          data: {
            ...fields,
            publishedAt,
            soldAt,
            makerId: makerIds.get(makerSlug)!,
            loadClassId: loadClassIds.get(loadClassSlug)!,
            bodyTypeId: bodyTypeIds.get(bodyTypeSlug)!,
            fuelId: fuelIds.get(fuelSlug)!,
            transmissionId: transmissionIds.get(transmissionSlug)!,
            driveTypeId: driveIds.get(driveSlug)!,
            craneMakerId: craneMakerSlug === undefined ? null : craneMakerIds.get(craneMakerSlug)!,
            reeferMakerId: reeferMakerSlug === undefined ? null : reeferMakerIds.get(reeferMakerSlug)!,
            photos: { create: photos[index].map((photo, position) => ({ ...photo, position })) },
          },
        });
      }

      // The price history a 値下げ mark is read from, as staff saving a lower price leaves it.
      const vehicleIds = new Map(
        (await tx.vehicle.findMany({ select: { id: true, strId: true } })).map((row) => [row.strId, row.id]),
      );
      await tx.vehiclePriceChange.createMany({
        data: vehicles.flatMap(({ strId, priceCut, priceTotalYen }) =>
          priceCut
            ? [
                {
                  vehicleId: vehicleIds.get(strId)!,
                  fromYen: priceCut.fromYen,
                  toYen: priceTotalYen,
                  changedAt: new Date(now.getTime() - priceCut.daysAgo * DAY_MS),
                },
              ]
            : [],
        ),
      });

      for (const [index, { strId, kind, status, priceTotalYen, publishedDaysAgo, soldDaysAgo }] of vehicles.entries()) {
        if (kind !== "sale" || status !== "sold" || soldDaysAgo === null || priceTotalYen === null) continue;
        const vehicleId = vehicleIds.get(strId)!;
        const { sale, cost } = demoSaleAndCost({ priceTotalYen, publishedDaysAgo, soldDaysAgo }, index, now);
        await tx.vehicleSale.create({ data: { vehicleId, ...sale } });
        await tx.vehicleCost.create({ data: { vehicleId, ...cost } });
      }

      // Body-work items and reviews show a demo vehicle of their body type.
      const photoOf = (bodyType: string) => {
        const example = vehicles.findIndex((v) => v.bodyTypeSlug === bodyType);
        return example >= 0 ? photos[example][0].largeKey : null;
      };
      for (const [position, { bodyType, ...fields }] of bodyWorkItems.entries()) {
        await tx.bodyWorkItem.create({
          data: { ...fields, position, bodyTypeId: bodyTypeIds.get(bodyType)!, photoKey: photoOf(bodyType) },
        });
      }
      await tx.promotion.createMany({ data: demoPromotions(now) });
      await tx.page.createMany({ data: staffPages.map((page) => ({ ...page, published: true })) });
      await tx.replyTemplate.createMany({ data: replyTemplates });
      for (const [index, { bodyType, ...fields }] of reviews.entries()) {
        await tx.review.create({
          data: {
            ...fields,
            published: true,
            photoKey: photoOf(bodyType),
            createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
          },
        });
      }
      for (const story of blogStories) {
        const publishedAt = new Date(now.getTime() - story.daysAgo * DAY_MS);
        const original = await tx.blogPost.create({
          data: { ...story.ja, language: "ja", published: true, publishedAt },
        });
        if (story.en)
          await tx.blogPost.create({
            data: { ...story.en, language: "en", published: true, publishedAt, translationOfId: original.id },
          });
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  // The demo vehicles carry their numbers; vehicles staff add continue after them.
  await db.$queryRaw`
    SELECT setval(pg_get_serial_sequence('vehicles', 'inquiry_no'), (SELECT max(inquiry_no) FROM vehicles))`;
  await refreshSearchDocuments(db);
}

/** Seeds when the database holds no master data and no vehicles; returns whether it did. */
export async function seedDemoDataIfEmpty(connectionString: string): Promise<boolean> {
  const db = createPrismaClient(connectionString, 4);
  try {
    if (!(await isEmpty(db))) return false;
    await seedDemoData(db);
    return true;
  } finally {
    await db.$disconnect();
  }
}
