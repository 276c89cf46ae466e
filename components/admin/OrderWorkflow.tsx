"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { setOrderStatus, updateStaffNotes } from "@/app/actions/admin-orders";
import type { OrderChange } from "@/lib/admin/orders";
import type { StaffFailure } from "@/lib/admin/failures";

type Labels = Record<"moveTo" | "notes" | "saveNotes" | "saved" | "conflict" | "unauthorized" | "notAllowed" | "statusChanged" | StaffFailure["error"], string> & { statuses: Record<string, string> };

/** The status buttons and the staff notes of one request, saved only over what the staff member saw. */
export function OrderWorkflow(props: { n: number; status: string; nextStatuses: readonly string[]; notes: string; updatedAt: string; labels: Labels }) {
  const router = useRouter();
  const [updatedAt, setUpdatedAt] = useState(props.updatedAt);
  const [notes, setNotes] = useState(props.notes);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, startTransition] = useTransition();
  const { labels } = props;

  const settle = (result: OrderChange | StaffFailure, success: string) => {
    if (result.ok) {
      setUpdatedAt(result.updatedAt);
      setMessage({ text: success, error: false });
      router.refresh();
    } else {
      setMessage({ text: result.error === "notFound" ? labels.notAllowed : labels[result.error], error: true });
    }
  };

  return (
    <div className="grid gap-6">
      {message && (
        <p role={message.error ? "alert" : "status"} className={`rounded-md p-3 font-semibold ${message.error ? "border border-red-700 bg-red-50 text-red-800" : "bg-brand-50"}`}>
          {message.text}
        </p>
      )}
      <section aria-labelledby="order-move">
        <h2 id="order-move" className="font-bold">
          {labels.moveTo}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {props.nextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              disabled={pending}
              onClick={() => startTransition(async () => settle(await setOrderStatus(props.n, status, updatedAt), labels.statusChanged.replace("{status}", labels.statuses[status])))}
              className="min-h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
            >
              {labels.statuses[status]}
            </button>
          ))}
        </div>
      </section>
      <section>
        <label htmlFor="order-notes" className="font-bold">
          {labels.notes}
        </label>
        <textarea id="order-notes" rows={5} maxLength={5000} value={notes} onChange={(e) => setNotes(e.target.value)} className="mt-2 block w-full rounded-md border border-slate-300 bg-white p-3" />
        <button
          type="button"
          disabled={pending}
          onClick={() => startTransition(async () => settle(await updateStaffNotes(props.n, notes, updatedAt), labels.saved))}
          className="mt-2 min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white disabled:opacity-60"
        >
          {labels.saveNotes}
        </button>
      </section>
    </div>
  );
}
