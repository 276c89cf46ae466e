import { instanceReadiness } from "@/lib/health";

// Readiness: the database answers and every migration of this build is applied; 503 otherwise.
export const dynamic = "force-dynamic";

export async function GET() {
  const readiness = await instanceReadiness();
  return Response.json(
    { status: readiness.ready ? "ready" : "unavailable", ...readiness },
    { status: readiness.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
