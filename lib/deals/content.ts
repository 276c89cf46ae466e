// What a document prints, fixed when it is issued and stored with it (deal_documents.content): the PDF is drawn
// from it, screens read it, and changing the company's details or a deal later never alters an issued document.
// Pure and JSON-safe: dates are "YYYY-MM-DD" in Japan.
import type { IsoDate } from "@/lib/business/calendar";
import type { PaymentMethod } from "@/lib/generated/prisma/enums";
import { bankAccount, company, companyName, headOffice, officePhone, postalAddress } from "@/lib/company";
import type { Locale } from "@/lib/i18n/locales";
import { documentNumber, type DocumentKind } from "./document-kinds";
import { signOf, taxClassOf, type DealLineInput, type DealLineKind, type TaxClass } from "./lines";
import type { paymentPart, PaymentTerms } from "./payment-terms";
import { dealTotals, type DealTotals } from "./tax";

/** What a 領収書's payment was for (its 但し書き): the deposit, the balance, or the whole at once. */
export type PaymentPart = ReturnType<typeof paymentPart>;

/** What only some kinds print. Absent from documents issued before the kind existed. */
export interface DocumentTerms {
  /** A 注文書's: the deposit, and when the deposit and the balance are due. */
  terms?: PaymentTerms;
  /** A 請求書's: what is already paid, what it asks now, by when, and the account to transfer to. */
  billing?: { paidYen: number; billedYen: number; dueOn: IsoDate; bankAccount: string };
  /** A 領収書's: the payment it acknowledges. */
  payment?: { amountYen: number; receivedOn: IsoDate; method: PaymentMethod; part: PaymentPart };
}

export interface DocumentLine {
  kind: DealLineKind;
  label: string;
  taxClass: TaxClass;
  /** Tax included, with its sign: a discount is negative. */
  amountYen: number;
}

export interface DocumentContent extends DocumentTerms {
  kind: DocumentKind;
  /** Q-000012. */
  number: string;
  locale: Locale;
  issuedOn: IsoDate;
  validUntil: IsoDate | null;
  /** The request's receipt number (受付番号). */
  requestNo: number;
  /** As the customer typed them on their request; the company null for a private buyer. */
  recipient: { name: string; company: string | null };
  /** The seller as a 適格請求書 names it, in the document's language. */
  issuer: { name: string; postalAddress: string; phone: string; registrationNumber: string };
  /** The table's rows, in the deal's order; trade-ins are not among them. */
  lines: DocumentLine[];
  /** Each 下取車, printed after the totals; amounts positive. */
  tradeIns: { label: string; amountYen: number }[];
  totals: DealTotals;
  /** The number of the document this one corrects (Q-000011), or null. */
  replaces: string | null;
}

export interface DocumentContentInput {
  kind: DocumentKind;
  no: number;
  locale: Locale;
  issuedOn: IsoDate;
  validUntil: IsoDate | null;
  requestNo: number;
  recipientName: string;
  recipientCompany: string | null;
  lines: readonly Pick<DealLineInput, "kind" | "label" | "amountYen">[];
  /** The number (no) of the document of the same kind this one replaces. */
  replacesNo: number | null;
  terms?: PaymentTerms;
  billing?: { paidYen: number; dueOn: IsoDate };
  payment?: NonNullable<DocumentTerms["payment"]>;
}

export function documentContent(input: DocumentContentInput): DocumentContent {
  const { kind, locale } = input;
  const totals = dealTotals(input.lines);
  return {
    kind,
    number: documentNumber(kind, input.no),
    locale,
    issuedOn: input.issuedOn,
    validUntil: input.validUntil,
    requestNo: input.requestNo,
    recipient: { name: input.recipientName, company: input.recipientCompany?.trim() || null },
    issuer: {
      name: companyName(locale),
      postalAddress: postalAddress(headOffice, locale),
      phone: officePhone(headOffice, locale),
      registrationNumber: company.invoiceRegistrationNumber,
    },
    lines: input.lines.flatMap((line): DocumentLine[] => {
      const taxClass = taxClassOf(line.kind);
      return taxClass === null
        ? []
        : [{ kind: line.kind, label: line.label, taxClass, amountYen: signOf(line.kind) * line.amountYen }];
    }),
    tradeIns: input.lines
      .filter((line) => line.kind === "tradeIn")
      .map((line) => ({ label: line.label, amountYen: line.amountYen })),
    totals,
    replaces: input.replacesNo === null ? null : documentNumber(kind, input.replacesNo),
    ...(input.terms && { terms: input.terms }),
    ...(input.billing && {
      billing: {
        ...input.billing,
        billedYen: Math.max(0, totals.amountDueYen - input.billing.paidYen),
        bankAccount: bankAccount(locale),
      },
    }),
    ...(input.payment && { payment: input.payment }),
  };
}
