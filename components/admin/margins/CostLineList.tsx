"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import type { CostLineRow } from "@/lib/margins/costs";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Button } from "@/components/ui/Button";
import { ListTable } from "../list/ListTable";
import { RowActionForm } from "../form/RowActionForm";

const namespace = "admin.costs";

/** A vehicle's cost lines, each removable over the cost record's version (asked first; a tick without scripts). */
export function CostLineList({
  vehicleId,
  version,
  lines,
  totalYen,
  remove,
}: {
  vehicleId: number;
  version: number | null;
  lines: CostLineRow[];
  totalYen: number;
  remove: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations(namespace);
  const tc = useTranslations("admin.common");
  const locale = useLocale();
  const what = (line: CostLineRow) => `${t(`kinds.${line.kind}`)}${line.label ? ` ${line.label}` : ""}`;
  return (
    <>
      <ListTable
        columns={[
          {
            key: "spentOn",
            label: t("fields.spentOn"),
            cell: (line) => (line.spentOn ? formatCalendarDate(locale, line.spentOn, "full") : ""),
          },
          { key: "kind", label: t("fields.kind"), cell: (line) => t(`kinds.${line.kind}`) },
          { key: "label", label: t("fields.label"), cell: (line) => line.label },
          {
            key: "amount",
            label: t("fields.amountYen"),
            numeric: true,
            cell: (line) => formatYen(locale, line.amountYen),
          },
          {
            key: "remove",
            menu: what,
            cell: (line) => (
              <RowActionForm
                action={remove}
                values={{ id: vehicleId, version, line: line.id }}
                namespace={namespace}
                question={{
                  title: t("removeTitle"),
                  message: t("removeConfirm", { kind: what(line), amount: formatYen(locale, line.amountYen) }),
                  confirmLabel: tc("confirmRemove"),
                  cancelLabel: tc("confirmCancel"),
                }}
                success={() => t("removed")}
              >
                <Button type="submit" variant="remove" size="sm" aria-label={`${t("remove")}: ${what(line)}`}>
                  {t("remove")}
                </Button>
              </RowActionForm>
            ),
          },
        ]}
        rows={lines}
        rowKey={(line) => line.id}
        empty={t("linesEmpty")}
      />
      {lines.length > 0 && (
        <p className="mt-2 text-right font-semibold tabular-nums" data-testid="cost-lines-total">
          {t("linesTotal")}: {formatYen(locale, totalYen)}
        </p>
      )}
    </>
  );
}
