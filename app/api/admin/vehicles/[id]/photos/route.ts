import { NextResponse, type NextRequest } from "next/server";
import { currentStaff, refusedWithoutStaff } from "@/lib/auth/staff";
import { failed, FORM_ERRORS, succeeded } from "@/lib/actions/result";
import { photoRefusalAnswer } from "@/lib/media/limits";
import { isSameOrigin } from "@/lib/http/origin";
import { parseId } from "@/lib/http/url-values";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { expireCacheTags } from "@/lib/cache-tags";
import { addVehiclePhoto, PHOTO_ERROR_STATUS, readPhotoUpload } from "@/lib/admin/photos";

// Photo uploads are a route handler, not a server action: a phone photo exceeds an action's body limit. The
// browser sends one photo per request. The proxy does not see this path (a photo is larger than the body it
// would pass on), so the origin and the session are checked here, before the body is read.
export async function POST(request: NextRequest, { params }: RouteContext<"/api/admin/vehicles/[id]/photos">) {
  if (!isSameOrigin(request.headers)) return NextResponse.json(failed("unauthorized"), { status: 403 });
  const staff = await currentStaff();
  if (!staff) return refusedWithoutStaff();
  const id = parseId((await params).id);
  if (id === null) return NextResponse.json(failed(FORM_ERRORS.notFound), { status: 404 });
  const upload = await readPhotoUpload(request);
  const result = upload.ok ? await addVehiclePhoto(staff, id, upload.bytes) : upload;
  if (!result.ok) return NextResponse.json(failed(result.error), photoRefusalAnswer(PHOTO_ERROR_STATUS[result.error]));
  expireCacheTags([CACHE_TAGS.vehicles], "route");
  return NextResponse.json(succeeded({ photo: result.photo }));
}
