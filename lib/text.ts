// Control characters never belong in text a person typed: C0 controls other than tab and line breaks, and
// DEL. PostgreSQL cannot store NUL at all, so one let through would fail the save with a database error.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, "g");

export function hasNoControlCharacters(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** For input that is read, not stored as typed (a search): each control character becomes a space. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ");
}
