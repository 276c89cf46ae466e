// How the CSV route answers a check or an import: in the shape of every staff answer (lib/actions/result), so
// the page reads it as it reads a form's. A problem with the file as a whole is the form's message; the rows'
// problems travel beside a general refusal, for the page's table.
import { failed, FORM_ERRORS, succeeded, type ActionResult } from "@/lib/actions/result";
import type { CsvPlannedRow, CsvProblem, InventoryCsvCheck, InventoryCsvImport } from "./inventory-csv";

export type CsvRowProblem = Extract<CsvProblem, { row: number }>;
type CsvFileProblem = Extract<CsvProblem, { row: null }>;

export type InventoryCsvAnswer = ActionResult<
  { rows: CsvPlannedRow[] } | { created: number; updated: number; unchanged: number }
> & {
  problems?: CsvRowProblem[];
};

export function inventoryCsvAnswer(result: InventoryCsvCheck | InventoryCsvImport): InventoryCsvAnswer {
  if (result.ok) {
    const { ok: _ok, ...value } = result;
    return succeeded(value);
  }
  const whole = result.problems.find((problem): problem is CsvFileProblem => problem.row === null);
  if (whole) return failed(whole.code, { value: whole.value });
  const problems = result.problems.filter((problem): problem is CsvRowProblem => problem.row !== null);
  return { ...failed(FORM_ERRORS.invalid), problems };
}
