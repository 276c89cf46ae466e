// CSV as Excel reads and writes it in a Japanese office: UTF-8 with a byte-order mark (without it Excel takes
// the file for Shift_JIS and garbles the Japanese), CRLF line ends, and quotes where a cell needs them. Files
// come back either as UTF-8 (with or without the mark) or as Excel's "CSV (コンマ区切り)", which is Shift_JIS.

export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";

// A cell a spreadsheet would run as a formula (=HYPERLINK…, +, -, @, and the tab or return some read the same
// way) is written with a leading apostrophe, which shows the text as typed.
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV file's text: BOM, CRLF, quoted where needed, formulas defused. Numbers are written as is. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(cellText).join(",")).join("\r\n") + "\r\n";
}

/**
 * The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled and line breaks; CRLF, LF or CR
 * between rows). A leading BOM is dropped. An empty line is a row of one empty cell, so the n-th row is the
 * spreadsheet's row n.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = "";
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
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

/** A CSV file as a download, never cached: staff data. */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
