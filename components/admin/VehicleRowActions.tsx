"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { removeVehicle, setVehicleStatus } from "@/app/actions/admin-vehicles";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { useStaffCall } from "./form/useAdminForm";

const MOVES = { published: ["unpublish", "sold"], sold: ["publish", "unpublish"], draft: ["publish"] } as const;

/** One click to publish, unpublish or mark sold; deleting asks first. Each is refused over a newer change. */
export function VehicleRowActions({ id, status, version, name }: { id: number; status: keyof typeof MOVES; version: number; name: string }) {
  const t = useTranslations("admin.vehicles");
  const confirm = useConfirm();
  const [seen, setSeen] = useState(version);
  const { act, pending, feedback } = useStaffCall("admin.vehicles");
  const saved = (success: string) => ({ success, onSuccess: (value: { version: number }) => setSeen(value.version) });
  const button = "min-h-11 rounded-md border px-3 text-sm font-semibold disabled:opacity-60";

  return (
    <div className="flex flex-wrap items-center gap-2">
      {MOVES[status].map((move) => (
        <button key={move} type="button" disabled={pending} aria-label={`${t(move)}: ${name}`} className={`${button} border-brand-700 text-brand-800`} onClick={() => act(() => setVehicleStatus(null, { id, version: seen, move }), saved(t("done")))}>
          {t(move)}
        </button>
      ))}
      <button
        type="button"
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        className={`${button} border-red-700 text-red-800`}
        onClick={async () => {
          if (await confirm({ title: t("confirmTitle"), message: t("confirmMessage"), confirmLabel: t("confirmRemove"), cancelLabel: t("confirmCancel") })) act(() => removeVehicle(null, { id, version: seen }), saved(t("deleted")));
        }}
      >
        {t("delete")}
      </button>
      <div className="w-full">{feedback}</div>
    </div>
  );
}
