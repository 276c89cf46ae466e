// Who sends each kind of request, so the page around its form speaks to them: a buyer asks about stock, a seller
// sends photos for a price. A request that is neither (no type chosen yet) has no reader.
import type { ListingReader } from "@/lib/vehicles/listing-kind";
import type { ContactType } from "./schema";

const READERS: Partial<Record<ContactType, ListingReader>> = {
  purchase: "buyer",
  auction: "buyer",
  sale: "seller",
  assessment: "seller",
};

export function readerOfRequest(type: ContactType | null): ListingReader | null {
  return (type && READERS[type]) ?? null;
}
