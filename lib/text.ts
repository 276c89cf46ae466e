// Control characters never belong in text a person typed: C0 controls other than tab and line breaks, and
// DEL. PostgreSQL cannot store NUL at all, so one let through would fail the save with a database error.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");
// On one line (a name, a title, a mail's subject) a tab is one too. Line breaks are left to hasNoLineBreaks, so a
// form can say what is wrong: a subject with one would reach a mail header, folded away only by the mail library.
const CONTROL_CHARACTER_ON_ONE_LINE = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\r\n]/;

/** True when `value` holds no control character but the tabs and line breaks of a text of several lines. */
export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** True when a one-line `value` holds no control character, a tab included; line breaks are hasNoLineBreaks'. */
export function hasNoControlCharactersOnOneLine(value: string): boolean {
  return !CONTROL_CHARACTER_ON_ONE_LINE.test(value);
}

export function hasNoLineBreaks(value: string): boolean {
  return !LINE_BREAK.test(value);
}

// Characters no name is written with (a person's, a company's, a vehicle's): markup, and every control character,
// tab and line breaks included, since a name is one line. Everything a Japanese or English name naturally holds
// (kana, kanji, full-width letters, ・, &, ., -, spaces) passes.
const EXCLUDED_IN_NAMES = /[<>{}\[\]\\|\p{Cc}]/u;

/** True when `value` may stand as a name (a visitor's and their company's, a vehicle's listed name). */
export function hasNoCharactersExcludedFromNames(value: string): boolean {
  return !EXCLUDED_IN_NAMES.test(value);
}

/** For input that is read, not stored as typed (a search): each control character becomes a space. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ");
}

// Hiragana and the katakana that sounds the same sit 0x60 apart (ぁ…ゖ, ァ…ヶ).
const HIRAGANA = /[\u3041-\u3096]/g;
const KANA_OFFSET = 0x60;

/** Hiragana written as katakana: やまだ and ヤマダ are one reading. */
export function katakanaOf(text: string): string {
  return text.replace(HIRAGANA, (c) => String.fromCharCode(c.charCodeAt(0) + KANA_OFFSET));
}
