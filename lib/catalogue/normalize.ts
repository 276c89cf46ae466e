// Free-word search as Japanese visitors and staff type: full-width and half-width letters, digits and katakana,
// hiragana and katakana, upper and lower case, and the old or variant kanji of names (渡邊, 渡邉 and 渡辺) all reduce
// to one form, both in the stored search text and in the query, so a plain substring match finds them. The staff
// lists fold their columns with the same table in SQL (searchFoldSql, lib/admin/list-search.ts).

const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const HIRAGANA_OFFSET = 0x60;

// Kanji written in more than one form, mostly in family names (異体字): each variant, then the form it is read as.
// NFKC already joins the compatibility ideographs; these are separate characters it leaves apart.
const VARIANT_KANJI: readonly (readonly [variants: string, form: string])[] = [
  ["邊邉", "辺"],
  ["髙", "高"],
  ["﨑嵜", "崎"],
  ["齋齊斉", "斎"],
  ["澤", "沢"],
  ["濱濵", "浜"],
  ["嶋嶌", "島"],
  ["廣", "広"],
  ["德", "徳"],
  ["惠", "恵"],
  ["櫻", "桜"],
  ["國", "国"],
  ["圓", "円"],
  ["眞", "真"],
  ["冨", "富"],
  ["藏", "蔵"],
  ["曾", "曽"],
  ["瀨", "瀬"],
  ["條", "条"],
  ["萬", "万"],
  ["龍", "竜"],
  ["淺", "浅"],
  ["關", "関"],
  ["壽", "寿"],
  ["槇", "槙"],
  ["榮", "栄"],
  ["穗", "穂"],
  ["舘", "館"],
  ["澁", "渋"],
  ["桒", "桑"],
  ["黑", "黒"],
  ["實", "実"],
  ["籔", "藪"],
];

/**
 * The characters the search folds into others after NFKC and lower case, and what each becomes, position by
 * position: katakana as hiragana, variant kanji as their common form. SQL's translate() takes the same two strings.
 */
export const SEARCH_FOLD = (() => {
  let from = "";
  let to = "";
  for (let code = KATAKANA_START; code <= KATAKANA_END; code++) {
    from += String.fromCodePoint(code);
    to += String.fromCodePoint(code - HIRAGANA_OFFSET);
  }
  for (const [variants, form] of VARIANT_KANJI) {
    from += variants;
    to += form.repeat([...variants].length);
  }
  return { from, to };
})();

const FOLDED_TO = [...SEARCH_FOLD.to];
const FOLDED = new Map([...SEARCH_FOLD.from].map((char, i) => [char, FOLDED_TO[i]]));

/** NFKC (full/half width), lower case, katakana as hiragana, variant kanji as one form; one space between words. */
export function normalizeSearchText(input: string): string {
  let out = "";
  for (const char of input.normalize("NFKC").toLowerCase()) out += FOLDED.get(char) ?? char;
  return out.replace(/\s+/gu, " ").trim();
}

/**
 * The names that mean what `word` names, from groups of one thing's names in both languages (a maker's いすゞ,
 * いすず and Isuzu; a model's エルフ and Elf): a word that is one of a group's names stands for all of them, so a
 * search in one language finds text written in the other. Normalised, the word itself first.
 */
export function namesMeaning(word: string, groups: readonly (readonly string[])[]): string[] {
  const typed = normalizeSearchText(word);
  const names = groups.flatMap((group) => {
    const normal = group.map(normalizeSearchText).filter(Boolean);
    return normal.includes(typed) ? normal : [];
  });
  return [...new Set([typed, ...names])];
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
