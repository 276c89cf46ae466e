import path from "node:path";
import { db } from "@/lib/db";
import { migrationNames } from "@/lib/db/migration-names";
import { checkReadiness } from "@/lib/db/readiness";

// Readiness: the database answers and every migration of this build is applied; 503 otherwise.
export const dynamic = "force-dynamic";

const expectedMigrations = migrationNames(path.join(process.cwd(), "prisma/migrations"));

export async function GET() {
  const readiness = await checkReadiness(db(), expectedMigrations);
  return Response.json(
    { status: readiness.ready ? "ready" : "unavailable", ...readiness },
    { status: readiness.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
