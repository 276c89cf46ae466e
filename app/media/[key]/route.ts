import { servedImage } from "@/lib/media/served";

// Keys are content hashes, so a response never changes: browsers and CDNs may keep it for a year.
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const image = await servedImage((await params).key);
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
