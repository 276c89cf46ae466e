// The placeholders a reply template may carry, and the filling of them. One syntax: a name in braces, in Japanese
// or in English ({お客様名} or {customerName}), so staff writing either language's template read their own words.
// A template is refused at save for a name not listed here: a typo would otherwise reach the customer as written.

export const REPLY_PLACEHOLDERS = {
  requestNumber: "受付番号",
  customerName: "お客様名",
  vehicleName: "車両名",
  totalPrice: "支払総額",
  vehicleUrl: "車両URL",
  company: "会社名",
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

/** The names in braces `text` uses that are no placeholder. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !byName.has(name));
}

/** `text` with each placeholder replaced by its value; anything else in braces is left as written. */
export function fillReply(text: string, values: ReplyValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = byName.get(name);
    return key ? values[key] : whole;
  });
}
