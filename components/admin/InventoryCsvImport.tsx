"use client";

import { useRef, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import { sendRequest } from "@/lib/http/client-fetch";
import { failed } from "@/lib/actions/result";
import type { CsvPlannedRow } from "@/lib/admin/inventory-csv";
import type { CsvRowProblem, InventoryCsvAnswer } from "@/lib/admin/inventory-csv-answer";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { useActionMessages } from "@/components/forms/useFormAction";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { ListTable } from "./list/ListTable";
import { useScripted } from "@/components/ui/use-scripted";
import { NeedsScripts } from "./form/NeedsScripts";
import { StaffFailure, useSessionRefusal } from "./SignInAgain";
import { cn } from "@/components/ui/cn";

type Mode = "check" | "import";

/**
 * The import: the file is checked first (every row's problems, in the staff member's language, nothing
 * written), and only a file that passed is imported, whole or not at all. The same chosen file is sent again
 * for the import, so what was checked is what is written (and the server checks it again). When the session has
 * ended, the sign-in dialog opens over the page and the chosen file stays chosen, to be sent again.
 */
export function InventoryCsvImport({ kind }: { kind: ListingKind }) {
  const t = useTranslations("admin.inventoryCsv");
  const messages = useActionMessages("admin.inventoryCsv");
  const locale = useLocale() as Locale;
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Mode | null>(null);
  const [answer, setAnswer] = useState<{ mode: Mode; result: InventoryCsvAnswer } | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const scripted = useScripted();
  const session = useSessionRefusal();

  const send = async (mode: Mode) => {
    const file = fileRef.current?.files?.[0];
    setMissingFile(!file);
    if (!file || pending) return;
    const body = new FormData();
    body.append("file", file);
    body.append("kind", kind);
    body.append("mode", mode);
    body.append("lang", localeCodes[locale]);
    setPending(mode);
    session.answered(null);
    try {
      // A check is safe to send twice; an import is not retried (its answer may have been lost after it committed).
      const init = { method: "POST", body };
      const response =
        mode === "check"
          ? await sendRequest(routes.admin.inventoryCsv, init)
          : await fetch(routes.admin.inventoryCsv, init);
      const result = (await response.json()) as InventoryCsvAnswer;
      setAnswer({ mode, result });
      if (!result.ok) session.answered(result.formError.code);
    } catch {
      setAnswer({ mode, result: failed("failed") });
    } finally {
      setPending(null);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send("check");
  };

  const result = answer?.result;
  const refusal = result && !result.ok ? result : null;
  const planned = result?.ok && "rows" in result.value ? result.value.rows : null;
  const changing = planned?.filter((row) => row.action !== "unchanged").length ?? 0;
  const imported = result?.ok && "created" in result.value ? result.value : null;

  return (
    <div className="mt-6 grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <label className="text-sm font-bold">
          {t("file")}
          <input
            ref={fileRef}
            type="file"
            name="file"
            accept=".csv,text/csv"
            disabled={!scripted}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? "inventory-csv-missing" : undefined}
            onChange={() => {
              setAnswer(null);
              setMissingFile(false);
            }}
            className={cn(inputClass, "mt-1 py-2")}
          />
        </label>
        {missingFile && (
          <p id="inventory-csv-missing" className="text-sm font-semibold text-red-800">
            {t("chooseFile")}
          </p>
        )}
        <NeedsScripts />
        <div>
          <Button type="submit" variant="secondary" disabled={!scripted || pending !== null}>
            {pending === "check" ? t("checking") : t("check")}
          </Button>
        </div>
      </form>

      {refusal?.problems ? (
        <Notice tone="error">
          <p>{t("problemsTitle", { count: refusal.problems.length })}</p>
          <ProblemTable problems={refusal.problems} />
        </Notice>
      ) : (
        refusal && (
          <StaffFailure
            message={messages.formError(refusal.formError)}
            code={refusal.formError.code}
            session={session}
          />
        )
      )}
      {planned && (
        <>
          <Notice tone="success">{t("checked", { count: planned.length })}</Notice>
          <PlannedTable rows={planned} />
          {changing > 0 ? (
            <div>
              <Button variant="primary" disabled={pending !== null} onClick={() => void send("import")}>
                {pending === "import" ? t("running") : t("run", { count: changing })}
              </Button>
            </div>
          ) : (
            <Notice tone="info">{t("nothingToImport")}</Notice>
          )}
        </>
      )}
      {imported && (
        <Notice tone="success">
          <p>{t("imported", imported)}</p>
          <Link href={routes.admin[kind]} className="underline">
            {t("backToList")}
          </Link>
        </Notice>
      )}
    </div>
  );
}

function ProblemTable({ problems }: { problems: CsvRowProblem[] }) {
  const t = useTranslations("admin.inventoryCsv");
  const messages = useActionMessages("admin.inventoryCsv");
  return (
    <ListTable
      empty=""
      rows={problems.map((problem, index) => ({ ...problem, index }))}
      rowKey={(problem) => problem.index}
      columns={[
        { key: "row", label: t("row"), numeric: true, cell: (problem) => problem.row },
        {
          key: "column",
          label: t("column"),
          cell: (problem) => (problem.column ? t(`columns.${problem.column}`) : (problem.header ?? "")),
        },
        { key: "problem", label: t("problem"), cell: (problem) => messages.fieldError(problem) },
      ]}
    />
  );
}

function PlannedTable({ rows }: { rows: CsvPlannedRow[] }) {
  const t = useTranslations("admin.inventoryCsv");
  return (
    <ListTable
      empty=""
      rows={rows}
      rowKey={(row) => row.row}
      columns={[
        { key: "row", label: t("row"), numeric: true, cell: (row) => row.row },
        { key: "action", label: t("action"), cell: (row) => t(`actions.${row.action}`) },
        { key: "inquiryNo", label: t("columns.inquiryNo"), numeric: true, cell: (row) => row.inquiryNo ?? "" },
        { key: "name", label: t("columns.nameJa"), cell: (row) => row.name },
        { key: "changes", label: t("changes"), cell: (row) => <RowChanges row={row} /> },
      ]}
    />
  );
}

/** Each field an update changes, before → after, and what the check read differently from a cell. */
function RowChanges({ row }: { row: CsvPlannedRow }) {
  const t = useTranslations("admin.inventoryCsv");
  const th = useTranslations("admin.history");
  if (row.changes.length === 0 && row.notes.length === 0) return null;
  return (
    <ul className="grid gap-1">
      {row.changes.map((change) => (
        <li key={change.column}>
          <span className="font-semibold">{t(`columns.${change.column}`)}</span> {change.before}{" "}
          <span aria-hidden="true">→</span>
          <span className="sr-only">{th("changedTo")}</span> {change.after}
        </li>
      ))}
      {row.notes.map((note) => (
        <li key={`note-${note.column}`} className="font-semibold text-amber-900">
          {t(`notes.${note.code}`, { column: t(`columns.${note.column}`), value: note.value })}
        </li>
      ))}
    </ul>
  );
}
