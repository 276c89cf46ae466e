// Records keep their text in both languages side by side (nameJa / nameEn, titleJa / titleEn): this is the one
// place that picks the reader's.
import type { Locale } from "./locales";

/** A field of a bilingual record in the reader's language: textIn("ja", row, "title") is row.titleJa. */
export function textIn<F extends string>(locale: Locale, row: Record<`${F}Ja` | `${F}En`, string>, field: F): string {
  return locale === "ja" ? row[`${field}Ja`] : row[`${field}En`];
}

/** A record's name in the reader's language. */
export function nameIn(locale: Locale, row: { nameJa: string; nameEn: string }): string {
  return textIn(locale, row, "name");
}
