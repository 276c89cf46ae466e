import { NextResponse, type NextRequest } from "next/server";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import { sessionFromToken } from "@/lib/auth/sessions";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { isSameOrigin } from "@/lib/http/origin";
import { checkUpload, PHOTO_LIMITS, storePhoto } from "@/lib/admin/photos";

// One photo for a blog post (or any other staff content): the same checks and re-encoding as vehicle
// photos; answers the stored key for the form to keep.
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return NextResponse.json({ error: "unauthorized" }, { status: 403 });
  const staff = await sessionFromToken(db(), request.cookies.get(TOKEN_COOKIE)?.value, serverEnv().AUTH_SECRET);
  if (!staff) return NextResponse.json({ error: "unauthorized" }, { status: 401 });
  if (Number(request.headers.get("content-length") ?? 0) > PHOTO_LIMITS.maxBytes + 64 * 1024) return NextResponse.json({ error: "tooLarge" }, { status: 413 });
  const file = (await request.formData().catch(() => null))?.get("photo");
  if (!file || typeof file === "string") return NextResponse.json({ error: "noFiles" }, { status: 400 });
  const checked = await checkUpload({ name: file.name.slice(0, 120), bytes: Buffer.from(await file.arrayBuffer()) });
  if (!checked.ok) return NextResponse.json(checked, { status: checked.error === "tooLarge" ? 413 : 415 });
  const { largeKey } = await storePhoto(db(), checked.image);
  return NextResponse.json({ ok: true, key: largeKey });
}
