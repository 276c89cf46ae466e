// The database an integration suite works on: its own migrated database (optionally with the demo data),
// created before the suite's tests and dropped after them. For the suite's duration it is the process client
// (lib/db/process), so the code under test reaches it as it reaches the server's: `savePost(staff, …)`.
import { afterAll, beforeAll, inject } from "vitest";
import type { StaffSession } from "@/lib/auth/sessions";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import { setProcessDb } from "@/lib/db/process";
import { vehicleFormSchema } from "@/lib/admin/vehicle-form";
import { createTestDatabase, type TestDatabase } from "./database";

/** A customer's details as a request stores them, for the suites that need an order in the inbox. */
export const TEST_CUSTOMER = {
  lastName: "山田",
  firstName: "太郎",
  email: "taro@example.jp",
  phone: "09012345678",
  contactMethod: "phone",
  locale: "ja",
} as const;

/** What `order.create` takes for the test customer's request about one vehicle, as the order form stores it. */
export function testVehicleOrder(vehicle: {
  id: number;
  kind: "sale" | "purchase";
  strId: string;
  inquiryNo: number;
  nameJa: string;
}) {
  return {
    ...TEST_CUSTOMER,
    type: "vehicle" as const,
    vehicles: {
      create: {
        position: 0,
        vehicleId: vehicle.id,
        kind: vehicle.kind,
        strId: vehicle.strId,
        inquiryNo: vehicle.inquiryNo,
        name: vehicle.nameJa,
      },
    },
  };
}

/**
 * A sale listing's staff form as posted (a 2018 いすゞ フォワード wing), on the demo data's master data; `input`
 * changes or adds fields. For the suites that save vehicles as the form does.
 */
export async function testVehicleForm(db: PrismaClient) {
  const [maker, loadClass, bodyType] = await Promise.all([
    db.maker.findFirstOrThrow({ where: { slug: "isuzu" } }),
    db.loadClass.findFirstOrThrow(),
    db.bodyType.findFirstOrThrow({ where: { slug: "wing" } }),
  ]);
  return (input: Record<string, string> = {}) =>
    vehicleFormSchema.parse({
      kind: "sale",
      status: "published",
      nameJa: "いすゞ フォワード 4t ウイング",
      nameEn: "Isuzu Forward 4 t wing",
      makerId: String(maker.id),
      loadClassId: String(loadClass.id),
      bodyTypeId: String(bodyType.id),
      modelNameEn: "Forward",
      modelYear: "2018",
      ...input,
    });
}

/** A signed-in staff member, for the rules that need one. */
export const TEST_STAFF: StaffSession = {
  userId: 1,
  sessionId: "s",
  email: "staff@example.jp",
  name: "",
  role: "owner",
};

/** A database of the test's own, copied from the run's migrated template, or from the one with the demo data. */
export function copyOfTemplate(template: "migrated" | "demo"): Promise<TestDatabase> {
  return createTestDatabase(undefined, inject("databaseTemplates")[template]);
}

/**
 * Registers the suite's database hooks and answers its client, for the suite's own setup and checks. The
 * client exists only once the suite starts, so what is returned forwards to it: `db.vehicle.findMany()`.
 * Vitest runs a file's suites one after another, each file in a context of its own, so one suite at a time
 * holds the process client.
 */
export function useTestDatabase({ demoData = false, connections = 4 } = {}): PrismaClient {
  let database: TestDatabase | undefined;
  let client: PrismaClient | undefined;
  beforeAll(async () => {
    database = await copyOfTemplate(demoData ? "demo" : "migrated");
    client = createPrismaClient(database.url, connections);
    // TEST_STAFF's account, so what staff change is logged against a real one.
    await client.adminUser.create({
      data: { id: TEST_STAFF.userId, email: TEST_STAFF.email, passwordHash: "-", role: "owner" },
    });
    await client.$executeRaw`SELECT setval(pg_get_serial_sequence('admin_users', 'id'), 1)`;
    setProcessDb(client);
  });
  afterAll(async () => {
    setProcessDb(undefined);
    await client?.$disconnect();
    await database?.drop();
  });
  return new Proxy({} as PrismaClient, {
    get(_target, property) {
      if (!client) throw new Error("The test database is ready only inside the suite's hooks and tests.");
      const value = Reflect.get(client, property, client);
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
}
