import { describe, expect, it, vi } from "vitest";
import { createPrismaClient } from "./client";
import { migrationNames } from "./migration-names";
import { migrationsDir } from "./migrations";
import { checkReadiness } from "./readiness";
import { useTestDatabase } from "@/test/suite";

describe("checkReadiness", () => {
  const db = useTestDatabase();
  const migrations = migrationNames(migrationsDir);

  it("is ready when the database has every migration of the code", async () => {
    expect(migrations.length).toBeGreaterThan(0);
    expect(await checkReadiness(db, migrations)).toEqual({ ready: true, database: "ok", pendingMigrations: [] });
  });

  it("names a migration the database has not applied", async () => {
    expect(await checkReadiness(db, [...migrations, "29990101000000_next"])).toEqual({
      ready: false,
      database: "ok",
      pendingMigrations: ["29990101000000_next"],
    });
  });

  it("is not ready, and says so without throwing, when the database cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const unreachable = createPrismaClient("postgresql://postgres@127.0.0.1:1/none", 1);
    const readiness = await checkReadiness(unreachable, migrations);
    expect(readiness).toMatchObject({ ready: false, database: "unreachable" });
    await unreachable.$disconnect();
  });
});
