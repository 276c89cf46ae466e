import { LOADED_BUILD_ID, type BuildInfo } from "@/lib/client/build-updates";

// The build this server runs, for open tabs to compare with theirs (lib/client/build-updates). Never cached:
// a stale answer would hide a deployment.
export const dynamic = "force-dynamic";

export function GET() {
  const info: BuildInfo = { id: LOADED_BUILD_ID, builtAt: process.env.APP_BUILT_AT ?? "" };
  return Response.json(info, { headers: { "Cache-Control": "no-store, max-age=0" } });
}
