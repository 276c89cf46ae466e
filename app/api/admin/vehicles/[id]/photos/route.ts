import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { sessionFromToken } from "@/lib/auth/sessions";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { isSameOrigin } from "@/lib/http/origin";
import { isEntryId } from "@/lib/admin/fields";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { addVehiclePhotos, PHOTO_LIMITS } from "@/lib/admin/photos";

// Photo uploads are a route handler, not a server action: several phone photos exceed an action's body
// limit. The proxy does not see /api, so the session is checked here.
export async function POST(request: NextRequest, { params }: RouteContext<"/api/admin/vehicles/[id]/photos">) {
  if (!isSameOrigin(request.headers)) return NextResponse.json({ error: "unauthorized" }, { status: 403 });
  const staff = await sessionFromToken(db(), request.cookies.get(TOKEN_COOKIE)?.value, serverEnv().AUTH_SECRET);
  if (!staff) return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  const id = Number((await params).id);
  if (!isEntryId(id)) return NextResponse.json({ error: "notFound" }, { status: 404 });
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > PHOTO_LIMITS.maxBytes * PHOTO_LIMITS.maxFilesPerUpload) return NextResponse.json({ error: "tooLarge" }, { status: 413 });

  const form = await request.formData().catch(() => null);
  const files = (form?.getAll("photos") ?? []).filter((entry): entry is File => typeof entry !== "string");
  const uploads = await Promise.all(files.map(async (file) => ({ name: file.name.slice(0, 120), bytes: Buffer.from(await file.arrayBuffer()) })));
  const result = await addVehiclePhotos(db(), staff, id, uploads);
  if (!result.ok) {
    const status = { unauthorized: 401, notFound: 404, tooLarge: 413, notImage: 415, tooMany: 400, noFiles: 400 }[result.error];
    return NextResponse.json(result, { status });
  }
  // updateTag is for server actions; a route handler expires the tag at once this way.
  revalidateTag(CACHE_TAGS.vehicles, { expire: 0 });
  return NextResponse.json(result);
}
