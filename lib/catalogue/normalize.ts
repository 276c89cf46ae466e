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

// A load written as buyers write it: 4t, 4トン, ４ｔ (which NFKC makes 4t) and 4屯 are one thing.
const TONNAGE = /(\d+(?:\.\d+)?)(?:t|とん|屯)(?![a-z])/gu;
const TONNAGE_UNITS = ["t", "とん", "屯"];
// Spellings of one word in Japanese trade use, normalised: ボデー and ボディ.
const SAME_WORDS = [["ぼでぃ", "ぼでー"]];

/**
 * The spellings a normalised query word stands for: itself, and the other ways buyers write the same load
 * or body (4t = 4とん = 4屯, 平ボデー = 平ボディ). A vehicle matches the word if its text holds any of them.
 */
export function wordVariants(word: string): string[] {
  let variants = [word];
  if (word.match(TONNAGE))
    variants = variants.flatMap((v) => TONNAGE_UNITS.map((unit) => v.replace(TONNAGE, `$1${unit}`)));
  for (const spellings of SAME_WORDS) {
    const found = spellings.find((spelling) => word.includes(spelling));
    if (found) variants = variants.flatMap((v) => spellings.map((spelling) => v.replaceAll(found, spelling)));
  }
  return [...new Set(variants)];
}

/**
 * A word in Latin letters (a maker or model in romaji, "elf", "isuzu") is read as a word: it must start
 * where a word of the vehicle's text starts, so "elf" does not find a self-loader. A single letter or a
 * word with digits (a model code, "nmr85") still matches anywhere.
 */
export function isRomajiWord(word: string): boolean {
  return /^[a-z]{2,}$/u.test(word);
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
