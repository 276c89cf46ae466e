import type { NextRequest } from "next/server";
import { currentStaff } from "@/lib/auth/staff";
import { parseId } from "@/lib/http/url-values";
import { documentPdf } from "@/lib/deals/documents";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

// An issued document (見積書…), for staff or for the holder of its request's token: it names the customer and
// the price they were offered. Nothing keeps a copy, the browser included (no-store): a shared computer's cache
// would hand it to the next user. It downloads as a file named by its number (Q-000012.pdf), not as a page of the
// site, and nosniff keeps a browser from reading it as anything but a PDF.
export async function GET(request: NextRequest, { params }: RouteContext<"/api/documents/[id]">) {
  const id = parseId((await params).id);
  if (id === null) return notFound();
  const token = request.nextUrl.searchParams.get("token");
  const document = await documentPdf(id, { staff: !token && (await currentStaff()) !== null, token });
  if (!document) return notFound();
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(document.pdf.byteLength),
      "Content-Disposition": `attachment; filename="${document.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
