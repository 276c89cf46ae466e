"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { removeVehicle, setVehicleStatus } from "@/app/actions/admin-vehicles";
import type { VehicleChange } from "@/lib/admin/vehicles";
import type { StaffFailure } from "@/lib/admin/failures";
import { useConfirm } from "@/components/dialog/DialogProvider";

type Labels = Record<"publish" | "unpublish" | "sold" | "delete" | "confirmTitle" | "confirmMessage" | "confirmRemove" | "confirmCancel" | "done" | "deleted" | "conflict" | "unauthorized" | "notFound" | StaffFailure["error"], string>;

/** One click to publish, unpublish or mark sold; deleting asks first. */
export function VehicleRowActions({ id, status, version, name, labels }: { id: number; status: string; version: number; name: string; labels: Labels }) {
  const router = useRouter();
  const confirm = useConfirm();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const settle = (result: VehicleChange | StaffFailure, success: string) => {
    setMessage(result.ok ? { text: success, error: false } : { text: labels[result.error], error: true });
    if (result.ok) router.refresh();
  };
  const button = "min-h-11 rounded-md border px-3 text-sm font-semibold disabled:opacity-60";
  const moves = (status === "published" ? ["unpublish", "sold"] : status === "sold" ? ["publish", "unpublish"] : ["publish"]) as ("publish" | "unpublish" | "sold")[];

  return (
    <div className="flex flex-wrap items-center gap-2">
      {moves.map((move) => (
        <button key={move} type="button" disabled={pending} aria-label={`${labels[move]}: ${name}`} className={`${button} border-brand-700 text-brand-800`} onClick={() => startTransition(async () => settle(await setVehicleStatus(id, move, version), labels.done))}>
          {labels[move]}
        </button>
      ))}
      <button
        type="button"
        disabled={pending}
        aria-label={`${labels.delete}: ${name}`}
        className={`${button} border-red-700 text-red-800`}
        onClick={async () => {
          if (!(await confirm({ title: labels.confirmTitle, message: labels.confirmMessage, confirmLabel: labels.confirmRemove, cancelLabel: labels.confirmCancel }))) return;
          startTransition(async () => settle(await removeVehicle(id, version), labels.deleted));
        }}
      >
        {labels.delete}
      </button>
      {message && (
        <p role={message.error ? "alert" : "status"} className={`w-full text-sm font-semibold ${message.error ? "text-red-800" : "text-brand-800"}`}>
          {message.text}
        </p>
      )}
    </div>
  );
}
