"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Action, ButtonAction } from "@/lib/actions/result";
import { NEXT_STEP, orderNoteSchema, type ORDER_STATUSES } from "@/lib/admin/orders";
import { useStaffCall } from "./form/useAdminForm";
import { NoteForm } from "./notes/NoteForm";
import { Button } from "@/components/ui/Button";

type Status = (typeof ORDER_STATUSES)[number];
/** Each answers the request's new version, which the next change must be saved over. */
type OrderChange = ButtonAction<{ version: number }>;
export type OrderActions = {
  setStatus: OrderChange;
  setArchived: OrderChange;
  addNote: ButtonAction;
  saveSteps: ButtonAction;
  assign: Action<{ id: number; version: number }>;
};

/**
 * The request's next step (with what to do before pressing it), the other moves its status allows, the notes
 * thread with a field for a new note, and the archive. A status or archive change is saved only over what the
 * staff member saw; the page is drawn again after each change, with the new note or history row.
 */
export function OrderWorkflow(props: {
  n: number;
  status: Status;
  nextStatuses: readonly Status[];
  version: number;
  archived: boolean;
  actions: Pick<OrderActions, "setStatus" | "setArchived" | "addNote">;
  /** The notes thread, drawn by the server, above the field for a new note. */
  children: ReactNode;
}) {
  const { setStatus, setArchived, addNote } = props.actions;
  const t = useTranslations("admin.orders");
  // The page is drawn again after a change elsewhere on it (the assignee), with the version that change raised.
  const [ownVersion, setVersion] = useState(props.version);
  const version = Math.max(ownVersion, props.version);
  const { act, pending, feedback } = useStaffCall("admin.orders");
  const saved = { onSuccess: (value: { version: number }) => setVersion(value.version) };
  const next = NEXT_STEP[props.status];
  const move = (status: Status) =>
    act(() => setStatus(null, { n: props.n, status, version }), {
      ...saved,
      success: t("statusChanged", { status: t(`statuses.${status}`) }),
    });
  const others = props.nextStatuses.filter((status) => status !== next);

  return (
    <div className="grid content-start gap-6">
      {feedback}
      <section aria-labelledby="order-next" className="rounded-lg border border-brand-600 bg-white p-4">
        <h2 id="order-next" className="font-bold">
          {t("nextStep")}
        </h2>
        <p className="mt-1 text-sm" id="order-next-hint">
          {t(`nextHint.${props.status}`)}
        </p>
        {next && (
          <Button disabled={pending} onClick={() => move(next)} className="mt-3" aria-describedby="order-next-hint">
            {t(`moveLabel.${next}`)}
          </Button>
        )}
        {others.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold">{t("otherMoves")}</h3>
            <div className="mt-2 flex flex-wrap gap-2">
              {others.map((status) => (
                <Button key={status} disabled={pending} onClick={() => move(status)} variant="outline" size="sm">
                  {t(`moveLabel.${status}`)}
                </Button>
              ))}
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="order-notes">
        <h2 id="order-notes" className="font-bold">
          {t("notes")}
        </h2>
        {props.children}
        <NoteForm
          id="order-note"
          namespace="admin.orders"
          schema={orderNoteSchema}
          values={{ n: props.n }}
          action={addNote}
          call={{ act, pending }}
        />
      </section>
      <section aria-labelledby="order-archive">
        <h2 id="order-archive" className="font-bold">
          {t("archiveHeading")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(props.archived ? "archivedNote" : "archiveHint")}</p>
        <Button
          disabled={pending}
          onClick={() =>
            act(() => setArchived(null, { n: props.n, archived: !props.archived, version }), {
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
