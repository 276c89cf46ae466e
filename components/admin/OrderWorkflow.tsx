"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import { STAFF_NOTES_MAX, type ORDER_STATUSES } from "@/lib/admin/orders";
import { useStaffCall } from "./form/useAdminForm";
import { Button } from "@/components/ui/Button";

/** The status buttons, the staff notes and the archive of one request, saved only over what the staff member saw. */
/** Each answers the request's new updated-at, which the next change must be saved over. */
type OrderChange = ButtonAction<{ updatedAt: string }>;
export type OrderActions = { setStatus: OrderChange; setArchived: OrderChange; updateNotes: OrderChange };

export function OrderWorkflow(props: {
  n: number;
  nextStatuses: readonly (typeof ORDER_STATUSES)[number][];
  notes: string;
  updatedAt: string;
  archived: boolean;
  actions: OrderActions;
}) {
  const { setStatus, setArchived, updateNotes } = props.actions;
  const t = useTranslations("admin.orders");
  const [updatedAt, setUpdatedAt] = useState(props.updatedAt);
  const [notes, setNotes] = useState(props.notes);
  const { act, pending, feedback } = useStaffCall("admin.orders");
  const saved = { onSuccess: (value: { updatedAt: string }) => setUpdatedAt(value.updatedAt) };

  return (
    <div className="grid gap-6">
      {feedback}
      <section aria-labelledby="order-move">
        <h2 id="order-move" className="font-bold">
          {t("moveTo")}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {props.nextStatuses.map((status) => (
            <Button
              key={status}
              disabled={pending}
              onClick={() =>
                act(() => setStatus(null, { n: props.n, status, seenUpdatedAt: updatedAt }), {
                  ...saved,
                  success: t("statusChanged", { status: t(`statuses.${status}`) }),
                })
              }
              variant="outline"
            >
              {t(`statuses.${status}`)}
            </Button>
          ))}
        </div>
      </section>
      <section>
        <label htmlFor="order-notes" className="font-bold">
          {t("notes")}
        </label>
        <textarea
          id="order-notes"
          rows={5}
          maxLength={STAFF_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="mt-2 block w-full rounded-md border border-slate-300 bg-white p-3"
        />
        <Button
          disabled={pending}
          onClick={() =>
            act(() => updateNotes(null, { n: props.n, notes, seenUpdatedAt: updatedAt }), {
              ...saved,
              success: t("saved"),
            })
          }
          className="mt-2"
        >
          {t("saveNotes")}
        </Button>
      </section>
      <section aria-labelledby="order-archive">
        <h2 id="order-archive" className="font-bold">
          {t("archiveHeading")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(props.archived ? "archivedNote" : "archiveHint")}</p>
        <Button
          disabled={pending}
          onClick={() =>
            act(() => setArchived(null, { n: props.n, archived: !props.archived, seenUpdatedAt: updatedAt }), {
              ...saved,
              success: t(props.archived ? "unarchivedDone" : "archivedDone"),
            })
          }
          variant="secondary"
          className="mt-2"
        >
          {t(props.archived ? "unarchive" : "archive")}
        </Button>
      </section>
    </div>
  );
}
