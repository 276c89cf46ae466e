import type { NextRequest } from "next/server";
import { currentStaff } from "@/lib/auth/staff";
import { parseId } from "@/lib/http/url-values";
import { requestPhotoImage } from "@/lib/requests/photos";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

// A seller's photo, for staff or for the holder of its request's token, never for a shared cache: a 車検証 shows
// its owner's name and address. Private caching only, so the browser of one who may see it keeps it.
export async function GET(request: NextRequest, { params }: RouteContext<"/api/requests/photos/[id]">) {
  const id = parseId((await params).id);
  if (id === null) return notFound();
  const query = request.nextUrl.searchParams;
  const token = query.get("token");
  const bytes = await requestPhotoImage(id, query.get("size") === "large" ? "large" : "thumb", {
    staff: !token && (await currentStaff()) !== null,
    token,
  });
  if (!bytes) return notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
