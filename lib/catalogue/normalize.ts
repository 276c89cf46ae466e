// Free-word search as Japanese visitors type: full-width and half-width letters, digits and katakana,
// hiragana and katakana, upper and lower case all reduce to one form, both in the stored search text
// and in the query, so a plain substring match finds them.

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const HIRAGANA_OFFSET = 0x60;

/** NFKC (full/half width), lower case, katakana to hiragana, one space between words. */
export function normalizeSearchText(input: string): string {
  let out = "";
  for (const char of input.normalize("NFKC").toLowerCase()) {
    const code = char.codePointAt(0)!;
    out += code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCodePoint(code - HIRAGANA_OFFSET) : char;
  }
  return out.replace(/\s+/gu, " ").trim();
}

/** The words of a query, normalised; several words narrow the result (AND). */
export function searchWords(query: string, maxWords = 8): string[] {
  const words = normalizeSearchText(query).split(" ").filter(Boolean);
  return [...new Set(words)].slice(0, maxWords);
}

/**
 * Every two-character sequence of each word: the indexed form of the search text. A query word of two
 * or more characters can only match a vehicle whose grams contain all of the word's grams, which a GIN
 * index answers without reading every row, whatever the database's locale does with kanji.
 */
export function searchGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of normalizeSearchText(text).split(" ")) {
    const chars = [...word];
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  }
  return [...grams];
}
