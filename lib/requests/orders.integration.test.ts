import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import { createTestDatabase, type TestDatabase } from "@/lib/db/testing";
import { seedDemoDataIfEmpty } from "@/prisma/seed";
import { createVehicleOrder } from "./orders";
import { vehicleOrderSchema } from "./schema";

const input = (key = randomUUID()) =>
  vehicleOrderSchema.parse({
    lastName: "山田", firstName: "太郎", companyName: "", email: "taro@example.jp", phone: "090-1234-5678",
    vehicleName: "いすゞ エルフ", contactMethod: "phone", message: "<b>見積もり</b>をお願いします", idempotencyKey: key,
  });

describe("vehicle orders", () => {
  let database: TestDatabase;
  let db: PrismaClient;
  let published: string;
  let sold: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoDataIfEmpty(database.url);
    db = createPrismaClient(database.url, 4);
    published = (await db.vehicle.findFirstOrThrow({ where: { kind: "sale", status: "published" } })).strId;
    sold = (await db.vehicle.findFirstOrThrow({ where: { status: "sold" } })).strId;
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it("stores an order with every field as typed and a five-digit number", async () => {
    const outcome = await createVehicleOrder(db, "sale", published, "ja", input());
    expect(outcome.status).toBe("created");
    const order = await db.order.findUniqueOrThrow({ where: { n: (outcome as { n: number }).n }, include: { vehicle: true } });
    expect(order).toMatchObject({ type: "vehicle", status: "new", lastName: "山田", phone: "09012345678", message: "<b>見積もり</b>をお願いします", locale: "ja", companyName: null });
    expect(order.vehicle?.strId).toBe(published);
    expect(order.n).toBeGreaterThanOrEqual(10_001);
  });

  it("stores a resubmission only once, even when both arrive together", async () => {
    const key = randomUUID();
    const before = await db.order.count();
    const outcomes = await Promise.all([1, 2, 3].map(() => createVehicleOrder(db, "sale", published, "en", input(key))));
    expect(await db.order.count()).toBe(before + 1);
    const numbers = new Set(outcomes.map((o) => (o as { n: number }).n));
    expect(numbers.size).toBe(1);
  });

  it("refuses a sold, unknown or wrong-catalogue vehicle and stores nothing", async () => {
    const before = await db.order.count();
    expect(await createVehicleOrder(db, "sale", sold, "ja", input())).toEqual({ status: "unavailable" });
    expect(await createVehicleOrder(db, "sale", "no-such-vehicle", "ja", input())).toEqual({ status: "unavailable" });
    expect(await createVehicleOrder(db, "purchase", published, "ja", input())).toEqual({ status: "unavailable" });
    expect(await db.order.count()).toBe(before);
  });
});
