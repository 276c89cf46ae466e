// The placeholders a reply template may carry, and the filling of them. One syntax: a name in braces, in Japanese
// or in English ({お客様名} or {customerName}), so staff writing either language's template read their own words.
// Braces hold exactly a placeholder and nothing else. Anything else in them ({customer Name}, { customerName },
// ｛お客様名｝ typed with full-width braces, a brace left open) would reach the customer as written: a template is
// refused at save for it, and a reply for any brace at all, since nothing fills a reply once it is sent.

export const REPLY_PLACEHOLDERS = {
  requestNumber: "受付番号",
  customerName: "お客様名",
  vehicleName: "車両名",
  totalPrice: "支払総額",
  vehicleUrl: "車両URL",
  company: "会社名",
  staffName: "担当者名",
  signature: "署名",
} as const;

export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;
export type ReplyValues = Record<ReplyPlaceholder, string>;

const PLACEHOLDER = /\{([^{}\s]{1,30})\}/g;

const byName = new Map<string, ReplyPlaceholder>(
  (Object.entries(REPLY_PLACEHOLDERS) as [ReplyPlaceholder, string][]).flatMap(([key, ja]) => [
    [key, key],
    [ja, key],
  ]),
);

// Braces, ASCII or full-width, with what they hold on their line; a lone brace with the word it opens or closes.
// Bounded, so that a message quoting them stays short and the search stays linear on a long line.
const BRACED = /[{｛][^{}｛｝\n]{0,40}[}｝]|[{｛][^{}｛｝\s]{0,20}|[^{}｛｝\s]{0,20}[}｝]/g;

/** Every brace in `text`, as written around it (`{customerName}`, `{ price }`, `{vehicle`), each once. */
export function bracedText(text: string): string[] {
  return [...new Set(text.match(BRACED))];
}

/** What `text` writes in braces that is not exactly a placeholder, as written. */
export function unknownPlaceholders(text: string): string[] {
  return bracedText(text).filter(
    (braced) => !(braced.startsWith("{") && braced.endsWith("}") && byName.has(braced.slice(1, -1))),
  );
}

/** `text` with each placeholder replaced by its value; anything else in braces is left as written. */
export function fillReply(text: string, values: ReplyValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = byName.get(name);
    return key ? values[key] : whole;
  });
}
