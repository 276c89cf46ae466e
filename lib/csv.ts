// CSV as Excel on a Japanese PC opens it: UTF-8 with a byte order mark (without it Excel reads Shift_JIS and
// garbles every Japanese character), CRLF line ends, and each cell quoted when it holds a comma, a quote or a
// line break. A cell that begins like a formula (= + - @, or a tab or carriage return before one) is prefixed
// with an apostrophe, so a customer's text can never run as a formula in the office's spreadsheet (CSV
// injection).
// Files come back either as UTF-8 (with or without the mark) or as Excel's "CSV (コンマ区切り)", which is
// Shift_JIS.

import { CsvError, parse, type Options } from "csv-parse/sync";
import { japanDate } from "@/lib/business/calendar";

const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
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

/** A CSV text's rows, or the spreadsheet row where the text stops being CSV. */
export type ParsedCsv = { ok: true; rows: string[][] } | { ok: false; row: number };

// Quotes are read strictly: a file edited by hand with a quote left open would otherwise run on as one cell to
// the end, and rows after it would vanish without a word. Rows may differ in width (Excel drops trailing empty
// cells), and an empty line is kept as a row of one empty cell, so the n-th row is the spreadsheet's row n.
const PARSE_OPTIONS = {
  bom: true,
  relax_column_count: true,
  skip_empty_lines: false,
  record_delimiter: ["\r\n", "\n", "\r"],
} as const satisfies Options;

/**
 * The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled and line breaks; CRLF, LF or CR
 * between rows; a leading BOM is dropped). Malformed quoting (a quote never closed, or one inside a cell that is
 * not quoted) gives the row the malformed record starts on.
 */
export function parseCsv(text: string): ParsedCsv {
  try {
    return { ok: true, rows: parse(text, PARSE_OPTIONS) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `records` counts the rows read whole before the parser stopped.
    return { ok: false, row: Number(error.records) + 1 };
  }
}

/**
 * A CSV file's bytes as text: UTF-8 (a BOM or none) when they are valid UTF-8, else Shift_JIS, as Excel saves
 * 日本語 CSV. Null when they are neither (another encoding, or not text at all).
 */
export function decodeCsv(bytes: Uint8Array): string | null {
  for (const encoding of ["utf-8", "shift_jis"]) {
    try {
      const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
      // A NUL never appears in a spreadsheet's text: the file is something else (a workbook, an image).
      if (!text.includes("\u0000")) return text;
    } catch {
      // not this encoding
    }
  }
  return null;
}

/**
 * An export's file name, dated by the day in Japan it was made (an export at 02:12 on the 28th is the 28th's,
 * though the server's clock still says the 27th).
 */
export function datedCsvName(name: string, at: Date): string {
  return `${name}-${japanDate(at)}.csv`;
}

/** A CSV file as a download, never cached: staff data. */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
