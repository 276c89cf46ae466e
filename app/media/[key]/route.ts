import { db } from "@/lib/db";
import { isMediaKey } from "@/lib/media/keys";
import { getImage } from "@/lib/media/store";

// Keys are content hashes, so a response never changes: browsers and CDNs may keep it for a year.
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isMediaKey(key)) return new Response("Not Found", { status: 404 });
  const image = await getImage(db(), key);
  if (!image) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
