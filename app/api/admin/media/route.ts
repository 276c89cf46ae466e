import { NextResponse, type NextRequest } from "next/server";
import { currentStaff, refusedWithoutStaff } from "@/lib/auth/staff";
import { failed, succeeded } from "@/lib/actions/result";
import { photoRefusalAnswer } from "@/lib/media/limits";
import { isSameOrigin } from "@/lib/http/origin";
import { addContentPhoto, PHOTO_ERROR_STATUS, readPhotoUpload } from "@/lib/admin/photos";

// One photo for a blog post (or any other staff content): the same checks and re-encoding as vehicle
// photos; answers the stored key for the form to keep. The proxy does not see this path (a photo is larger
// than the body it would pass on), so the origin and the session are checked here, before the body is read.
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return NextResponse.json(failed("unauthorized"), { status: 403 });
  const staff = await currentStaff();
  if (!staff) return refusedWithoutStaff();
  const upload = await readPhotoUpload(request);
  const result = upload.ok ? await addContentPhoto(staff, upload.bytes) : upload;
  if (!result.ok) return NextResponse.json(failed(result.error), photoRefusalAnswer(PHOTO_ERROR_STATUS[result.error]));
  return NextResponse.json(succeeded({ key: result.key }));
}
