import "server-only";
// A document (見積書…) as an A4 PDF, drawn from its content alone, in its own language, in the look of the
// vehicle print sheet (components/vehicle/PrintSheet.tsx): the company in bold over the brand rule, then the
// document. It is drawn once, when the document is issued, and the file is kept as sent (deal_documents.pdf).
//
// A 適格請求書's fields are printed on every kind, so the 見積書, 注文書 and 請求書 are one page with what each
// kind adds: the issuer's name, address and 登録番号, each line with its tax class, each rate's total with the tax
// inside it, the 非課税 and 不課税 totals apart. Beside the totals, a 注文書 prints the payment terms and a
// 請求書 what is paid, what it asks and the account, and a 注文書 the customer's signature box. A 領収書
// acknowledges one payment: its amount, what it was for and how it came, without the lines. Everything fits one
// page: DEAL_LINES_MAX lines with the totals under them.
//
// The font is Noto Sans JP from npm, so Japanese prints on any server. pdfkit embeds only the glyphs a document
// uses (a quote is 20 to 40 KB, where each font file is 5 MB); the files are read once per process.
import fs from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { formatCalendarDate, formatYen } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { DocumentContent } from "./content";

const FONT_DIR = path.join(process.cwd(), "node_modules/@expo-google-fonts/noto-sans-jp");
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const fonts = () =>
  (fontFiles ??= Promise.all([
    fs.readFile(path.join(FONT_DIR, "400Regular/NotoSansJP_400Regular.ttf")),
    fs.readFile(path.join(FONT_DIR, "700Bold/NotoSansJP_700Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold })));

// The print sheet's colours: its rule is border-brand-800.
const BRAND = "#063866";
const INK = "#1a1a1a";
const MUTED = "#555555";
const RULE = "#c8ced6";

// A4 in points, with the print layout's margin (10 mm).
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const ROW = 17;
const COLUMNS = { taxClass: 92, amount: 120 };

type Doc = PDFKit.PDFDocument;
type Weight = "regular" | "bold";

interface Style {
  weight?: Weight;
  size?: number;
  color?: string;
}

function setStyle(doc: Doc, { weight = "regular", size = 9, color = INK }: Style) {
  doc.font(weight).fontSize(size).fillColor(color);
}

/** The text cut with an ellipsis to one line of `width`: a label never wraps into the row below it. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** One line of text from (x, y), or ending at x with `align: "right"`; never wrapped, never a new page. */
function put(doc: Doc, text: string, x: number, y: number, style: Style & { align?: "right"; width?: number } = {}) {
  setStyle(doc, style);
  const line = style.width === undefined ? text : fitted(doc, text, style.width);
  const left = style.align === "right" ? x - doc.widthOfString(line) : x;
  doc.text(line, left, y, { lineBreak: false });
}

function rule(doc: Doc, y: number, color = RULE, width = 0.5, from = LEFT, to = RIGHT) {
  doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
}

/** The document's PDF, one A4 page. */
export async function renderDealDocument(content: DocumentContent): Promise<Buffer> {
  const { regular, bold } = await fonts();
  const locale: Locale = content.locale;
  const t = createTranslator({ locale, messages: locale === "ja" ? jp : en, namespace: "documents" });
  const yen = (amount: number) =>
    amount < 0 ? t("minus", { amount: formatYen(locale, -amount) }) : formatYen(locale, amount);
  const date = (day: string) => formatCalendarDate(locale, day, "long");
  const title = t(`title.${content.kind}`);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    lang: locale === "ja" ? "ja-JP" : "en",
    info: {
      Title: `${title} ${content.number}`,
      Author: content.issuer.name,
      // The issue day in Japan, not the moment the file was drawn.
      CreationDate: new Date(`${content.issuedOn}T00:00:00+09:00`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);

  // The print sheet's head: the company in bold over the brand rule.
  put(doc, content.issuer.name, LEFT, MARGIN, { weight: "bold", size: 13 });
  rule(doc, MARGIN + 22, BRAND, 2);

  setStyle(doc, { weight: "bold", size: 20, color: BRAND });
  doc.text(title, LEFT, MARGIN + 34, { width: WIDTH, align: "center", characterSpacing: locale === "ja" ? 8 : 2 });

  // Left: to whom, and what they pay. Right: the document's facts, then the issuer as a 適格請求書 names it.
  const top = MARGIN + 78;
  const leftWidth = 290;
  let y = top;
  if (content.recipient.company) {
    put(doc, t("recipientCompany", { company: content.recipient.company }), LEFT, y, { size: 11, width: leftWidth });
    y += 18;
  }
  put(doc, t("recipientPerson", { name: content.recipient.name }), LEFT, y, {
    weight: "bold",
    size: 13,
    width: leftWidth,
  });
  y += 20;
  rule(doc, y, INK, 0.75, LEFT, LEFT + leftWidth);
  y += 8;
  put(doc, t(`greeting.${content.kind}`), LEFT, y, { size: 9, width: leftWidth });
  y += 22;
  doc.rect(LEFT, y, leftWidth, 30).lineWidth(1.5).strokeColor(BRAND).stroke();
  put(doc, t(`amountBox.${content.kind}`), LEFT + 10, y + 8, { weight: "bold", size: 11 });
  put(doc, yen(boxedAmount(content)), LEFT + leftWidth - 10, y + 6, {
    weight: "bold",
    size: 14,
    align: "right",
  });
  const leftBottom = y + 30;

  const factsLeft = LEFT + 320;
  const facts: { label: string; value: string; weight?: Weight }[] = [
    { label: t(`number.${content.kind}`), value: content.number, weight: "bold" },
    { label: t("issuedOn"), value: date(content.issuedOn) },
    ...(content.validUntil ? [{ label: t("validUntil"), value: date(content.validUntil) }] : []),
    ...(content.billing
      ? [{ label: t("billing.dueOn"), value: date(content.billing.dueOn), weight: "bold" as const }]
      : []),
    { label: t("requestNo"), value: String(content.requestNo) },
  ];
  y = top;
  for (const { label, value, weight } of facts) {
    put(doc, label, factsLeft, y, { size: 9, color: MUTED });
    put(doc, value, RIGHT, y, { size: 9, align: "right", weight });
    y += 14;
  }
  y += 8;
  const issuerWidth = RIGHT - factsLeft;
  put(doc, content.issuer.name, factsLeft, y, { weight: "bold", size: 10, width: issuerWidth });
  y += 15;
  setStyle(doc, { size: 8.5 });
  doc.text(content.issuer.postalAddress, factsLeft, y, { width: issuerWidth });
  y = doc.y + 1;
  put(doc, t("issuer.tel", { phone: content.issuer.phone }), factsLeft, y, { size: 8.5 });
  y += 12;
  put(doc, t("issuer.registration", { number: content.issuer.registrationNumber }), factsLeft, y, { size: 8.5 });
  y += 12;

  y = Math.max(leftBottom, y) + 18;
  if (content.payment) drawPayment(doc, content.payment, y, t, yen, date);
  else drawLines(doc, content, y, t, yen, date);

  doc.end();
  return ended;
}

type Translate = ReturnType<typeof createTranslator<typeof jp, "documents">>;
type Words = [t: Translate, yen: (amount: number) => string, date: (day: string) => string];

/** The amount in the box under the addressee: what the document asks, or what a receipt acknowledges. */
function boxedAmount(content: DocumentContent): number {
  return content.payment?.amountYen ?? content.billing?.billedYen ?? content.totals.amountDueYen;
}

/** The lines, each with its tax class, then the totals, the tax basis and what the document corrects. */
function drawLines(doc: Doc, content: DocumentContent, top: number, ...[t, yen, date]: Words) {
  let y = top;
  const amountRight = RIGHT - 6;
  const taxClassLeft = RIGHT - COLUMNS.amount - COLUMNS.taxClass;
  const itemWidth = taxClassLeft - LEFT - 12;
  doc.rect(LEFT, y, WIDTH, ROW).fill(BRAND);
  put(doc, t("columns.item"), LEFT + 6, y + 3, { weight: "bold", color: "#ffffff" });
  put(doc, t("columns.taxClass"), taxClassLeft, y + 3, { weight: "bold", color: "#ffffff" });
  put(doc, t("columns.amount"), amountRight, y + 3, { weight: "bold", color: "#ffffff", align: "right" });
  y += ROW;
  for (const line of content.lines) {
    put(doc, line.label, LEFT + 6, y + 3, { width: itemWidth });
    put(doc, t(`taxClasses.${line.taxClass}`), taxClassLeft, y + 3, { color: MUTED });
    put(doc, yen(line.amountYen), amountRight, y + 3, { align: "right" });
    y += ROW;
    rule(doc, y);
  }

  // The totals: each rate with the tax inside it, 非課税 and 不課税 apart, then what the trade-ins take off. The
  // terms, what is billed and the signature go in the column to their left.
  y += 10;
  const termsBottom = drawTerms(doc, content, y, t, yen, date);
  const totalsLeft = LEFT + 220;
  const totalRow = (label: string, value: string, style: Style = {}) => {
    put(doc, label, totalsLeft, y + 3, { ...style, width: 150 });
    put(doc, value, amountRight, y + 3, { ...style, align: "right" });
    y += ROW;
  };
  for (const group of content.totals.groups) {
    if (group.ratePercent !== null) {
      totalRow(
        t("group", { rate: group.ratePercent }),
        t("groupAmount", { amount: yen(group.totalYen), tax: yen(group.taxYen) }),
      );
    } else {
      totalRow(t(group.taxClass === "exempt" ? "exempt" : "outOfScope"), yen(group.totalYen));
    }
  }
  rule(doc, y, INK, 0.75, totalsLeft, RIGHT);
  totalRow(t("total"), yen(content.totals.totalYen), { weight: "bold" });
  for (const tradeIn of content.tradeIns) {
    // Which vehicle is traded in, small between the row's name and its amount.
    put(doc, t("tradeIn"), totalsLeft, y + 3);
    const after = totalsLeft + doc.widthOfString(t("tradeIn")) + 8;
    put(doc, tradeIn.label, after, y + 4, { width: amountRight - 90 - after, color: MUTED, size: 8 });
    put(doc, yen(-tradeIn.amountYen), amountRight, y + 3, { align: "right" });
    y += ROW;
  }
  rule(doc, y, BRAND, 1.5, totalsLeft, RIGHT);
  y += 4;
  put(doc, t("amountDue"), totalsLeft, y + 3, { weight: "bold", size: 12 });
  put(doc, yen(content.totals.amountDueYen), amountRight, y + 1, { weight: "bold", size: 14, align: "right" });
  y = Math.max(y + 30, termsBottom + 12);

  // The tax basis, and what this document corrects.
  setStyle(doc, { size: 8, color: MUTED });
  doc.text(t("taxNote"), LEFT, y, { width: WIDTH });
  if (content.replaces) {
    y = doc.y + 8;
    put(doc, t("replaces", { number: content.replaces }), LEFT, y, { weight: "bold", size: 10 });
  }
}

const TERMS_WIDTH = 210;

/**
 * A 注文書's terms and signature box, or a 請求書's billing and account, left of the totals;
 * answers where they end.
 */
function drawTerms(doc: Doc, content: DocumentContent, top: number, ...[t, yen, date]: Words): number {
  let y = top;
  const right = LEFT + TERMS_WIDTH;
  const row = (label: string, value: string, note: string | null, style: Style = {}) => {
    put(doc, label, LEFT, y + 3, { ...style, width: 78 });
    put(doc, value, right, y + 3, { ...style, align: "right" });
    y += ROW;
    // The due day under its amount, whole: a date cut short on a bill is no date.
    if (note) {
      put(doc, note, right, y - 2, { size: 7.5, color: MUTED, align: "right" });
      y += 10;
    }
  };
  if (content.terms) {
    const { depositYen, depositDueOn, balanceDueOn } = content.terms;
    put(doc, t("terms.title"), LEFT, y + 3, { weight: "bold", color: BRAND });
    y += ROW;
    row(t("terms.deposit"), yen(depositYen), t("terms.due", { date: date(depositDueOn) }));
    row(
      t("terms.balance"),
      yen(Math.max(0, content.totals.amountDueYen - depositYen)),
      t("terms.due", { date: date(balanceDueOn) }),
    );
    rule(doc, y, RULE, 0.5, LEFT, right);
    y += 8;
  }
  if (content.billing) {
    const { paidYen, billedYen, dueOn, bankAccount } = content.billing;
    row(t("billing.paid"), yen(paidYen), null);
    row(t("billing.billed"), yen(billedYen), t("terms.due", { date: date(dueOn) }), { weight: "bold" });
    y += 6;
    put(doc, t("billing.bank"), LEFT, y, { weight: "bold", color: BRAND });
    y += 13;
    setStyle(doc, { size: 8.5 });
    doc.text(bankAccount, LEFT, y, { width: TERMS_WIDTH });
    y = doc.y + 2;
    setStyle(doc, { size: 7.5, color: MUTED });
    doc.text(t("billing.bankNote"), LEFT, y, { width: TERMS_WIDTH });
    y = doc.y + 8;
  }
  if (content.kind === "order") {
    put(doc, t("signature"), LEFT, y + 3, { size: 8.5, color: MUTED });
    y += ROW;
    doc.rect(LEFT, y, TERMS_WIDTH, 44).lineWidth(0.75).strokeColor(INK).stroke();
    y += 44;
  }
  return y;
}

/** A 領収書's body: what the payment was for, how and when it came, and why it bears no stamp. */
function drawPayment(doc: Doc, payment: NonNullable<DocumentContent["payment"]>, top: number, ...[t, , date]: Words) {
  let y = top;
  put(doc, t(`payment.purpose.${payment.part}`), LEFT, y, { size: 11, weight: "bold" });
  y += 18;
  rule(doc, y, INK, 0.75, LEFT, LEFT + 290);
  y += 12;
  for (const [label, value] of [
    [t("payment.receivedOn"), date(payment.receivedOn)],
    [t("payment.method"), t(`payment.methods.${payment.method}`)],
  ]) {
    put(doc, label!, LEFT, y, { color: MUTED });
    put(doc, value!, LEFT + 100, y);
    y += 15;
  }
  y += 12;
  setStyle(doc, { size: 8, color: MUTED });
  doc.text(t("payment.stampNote"), LEFT, y, { width: WIDTH });
}
