// CSV as Excel on a Japanese PC opens it: UTF-8 with a byte order mark (without it Excel reads Shift_JIS and
// garbles every Japanese character), CRLF line ends, and each cell quoted when it holds a comma, a quote or a
// line break. A cell that begins like a formula (= + - @, or a tab or carriage return before one) is prefixed
// with an apostrophe, so a customer's text can never run as a formula in the office's spreadsheet (CSV
// injection).

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then each row, as one string with the BOM in front. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
