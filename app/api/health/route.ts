// Liveness: the process answers. It asks nothing of the database, so a database outage never makes an
// orchestrator restart healthy instances (readiness, /api/ready, takes them out of rotation instead).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
