// What each kind of document is called and numbered, and how long a quote holds. Browser-safe: the deal page
// shows the same numbers and default dates the server prints.
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { addDays, type IsoDate } from "@/lib/business/calendar";

export type { DocumentKind };

const PREFIX = { quote: "Q" } as const satisfies Record<DocumentKind, string>;

/** The number printed on a document and quoted on the phone: quote 12 → Q-000012. */
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
