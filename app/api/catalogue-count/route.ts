import type { NextRequest } from "next/server";
import { parseCatalogueParams } from "@/lib/catalogue/params";
import { countCatalogueSearch } from "@/lib/catalogue/search";
import { isListingKind } from "@/lib/vehicles/listing-kind";

// The filter sheet's count ("56台を表示") while a buyer fills it in: the same parsed search and the same
// cached count as the catalogue page itself, so the number matches the page the button opens.
export async function GET(request: NextRequest) {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const kind = query.kind;
  const total = isListingKind(kind)
    ? await countCatalogueSearch(kind, query.category || undefined, parseCatalogueParams(query))
    : null;
  if (total === null) return Response.json({ error: "notFound" }, { status: 404 });
  return Response.json({ total }, { headers: { "Cache-Control": "public, max-age=30" } });
}
