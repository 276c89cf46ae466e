// What each kind of document is called and numbered, and how long a quote holds. Browser-safe: the deal page
// shows the same numbers and default dates the server prints.
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { addDays, type IsoDate } from "@/lib/business/calendar";

export type { DocumentKind };

// Letters a customer reads aloud on the phone without mistaking one kind for another (O and 0 never stand alone).
const PREFIX = { quote: "Q", order: "OR", invoice: "INV", receipt: "RC" } as const satisfies Record<
  DocumentKind,
  string
>;

/** Kinds a later issue corrects: the newest replaces the one before. A 領収書 belongs to its payment instead. */
export function isReplacedByNextIssue(kind: DocumentKind): boolean {
  return kind !== "receipt";
}

/** The number printed on a document and quoted on the phone: quote 12 → Q-000012, invoice 3 → INV-000003. */
export function documentNumber(kind: DocumentKind, no: number): string {
  return `${PREFIX[kind]}-${String(no).padStart(6, "0")}`;
}

/** How long a quote holds unless staff say otherwise: two weeks, the trade's usual term for a used vehicle. */
export const QUOTE_VALID_DAYS = 14;

/** The valid-until date a quote issued on `issuedOn` (a day in Japan) offers by default. */
export function quoteValidUntil(issuedOn: IsoDate): IsoDate {
  return addDays(issuedOn, QUOTE_VALID_DAYS);
}

/** The file a document downloads as, and is attached to mail as: Q-000012.pdf. */
export function documentFileName(kind: DocumentKind, no: number): string {
  return `${documentNumber(kind, no)}.pdf`;
}
