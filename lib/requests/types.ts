// Every kind of request, described once: which ones the contact form offers, whose vehicle each is about and which
// vehicle fields it asks. The staff lists, the inbox filter, the assignment rule, the buy-in, the photos and the
// form all read their lists from here, and the Record makes a RequestType added to the schema fail `tsc` until it
// is described (its words, reply templates and rule are walked by types.test.ts). Nothing here needs the server.
import type { RequestType } from "@/lib/generated/prisma/enums";
import type { ListingReader } from "@/lib/vehicles/listing-kind";
import type { DetailSection } from "./vehicle-details";

type TypeSpec = {
  /** Offered on /contact, with its own /contact/{type}; a vehicle order is sent from the vehicle's page instead. */
  contact: boolean;
  /**
   * Whose vehicle it is about: a seller's (an offer, photos, the prefecture where the vehicle stands), a buyer's
   * (where it is registered), or either (a general question).
   */
  side: "seller" | "buyer" | "either";
  /** The vehicle's fields the contact form asks (lib/requests/vehicle-details.ts); null where the message says it. */
  details: DetailSection | null;
};

/** In the order staff lists show them and the contact form offers them. */
const REQUEST_TYPE_SPECS = {
  purchase: { contact: true, side: "seller", details: "offered" },
  sale: { contact: true, side: "buyer", details: null },
  assessment: { contact: true, side: "seller", details: "offered" },
  auction: { contact: true, side: "buyer", details: "wanted" },
  vehicle: { contact: false, side: "buyer", details: null },
  general: { contact: true, side: "either", details: null },
} as const satisfies Record<RequestType, TypeSpec>;

type Specs = typeof REQUEST_TYPE_SPECS;

export const REQUEST_TYPES = Object.keys(REQUEST_TYPE_SPECS) as RequestType[];

/** The contact form's types; each has its own /contact/{type}. */
export type ContactType = { [T in RequestType]: Specs[T]["contact"] extends true ? T : never }[RequestType];
export const CONTACT_TYPES = REQUEST_TYPES.filter((type): type is ContactType => REQUEST_TYPE_SPECS[type].contact);

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === "string" && Object.hasOwn(REQUEST_TYPE_SPECS, value);
}

export function isContactType(value: unknown): value is ContactType {
  return isRequestType(value) && REQUEST_TYPE_SPECS[value].contact;
}

/** Whose vehicle a request of this type is about. */
export const requestSideOf = (type: RequestType) => REQUEST_TYPE_SPECS[type].side;

/**
 * Who reads a type's form, so the page around it speaks to them: a buyer asks about stock, a seller sends photos for
 * a price. A general question, or no type chosen yet, has no one reader.
 */
export function readerOfRequest(type: RequestType | null): ListingReader | null {
  const side = type && requestSideOf(type);
  return side === "seller" || side === "buyer" ? side : null;
}

/** Whether a request offers us a seller's truck, to buy (買取) or to assess (査定): it gets an offer and photos. */
export function isSellerRequest(type: string | null | undefined): boolean {
  return isRequestType(type) && requestSideOf(type) === "seller";
}

/** Which part of the form's vehicle fields a request type asks, if any. */
export function detailSectionOf(type: string | null | undefined): DetailSection | null {
  return isRequestType(type) ? REQUEST_TYPE_SPECS[type].details : null;
}
