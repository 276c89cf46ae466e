"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { removeVehicle, setVehicleStatus } from "@/app/actions/admin-vehicles";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { useStaffCall } from "./form/useAdminForm";

const MOVES = { published: ["unpublish", "sold"], sold: ["publish", "unpublish"], draft: ["publish"] } as const;

/** One click to publish, unpublish or mark sold; deleting asks first. Each is refused over a newer change. */
export function VehicleRowActions({ id, status, version, name }: { id: number; status: keyof typeof MOVES; version: number; name: string }) {
  const t = useTranslations("admin.vehicles");
  const router = useRouter();
  const confirm = useConfirm();
  const [pending, startTransition] = useTransition();
  const [seen, setSeen] = useState(version);
  const { run, feedback } = useStaffCall("admin.vehicles");
  const act = (call: () => ReturnType<typeof removeVehicle>, success: string) =>
    startTransition(async () => {
      const result = await run(call, success);
      if (result.ok) {
        setSeen(result.value.version);
        router.refresh();
      }
    });
  const button = "min-h-11 rounded-md border px-3 text-sm font-semibold disabled:opacity-60";

  return (
    <div className="flex flex-wrap items-center gap-2">
      {MOVES[status].map((move) => (
        <button key={move} type="button" disabled={pending} aria-label={`${t(move)}: ${name}`} className={`${button} border-brand-700 text-brand-800`} onClick={() => act(() => setVehicleStatus(null, { id, version: seen, move }), t("done"))}>
          {t(move)}
        </button>
      ))}
      <button
        type="button"
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        className={`${button} border-red-700 text-red-800`}
        onClick={async () => {
          if (await confirm({ title: t("confirmTitle"), message: t("confirmMessage"), confirmLabel: t("confirmRemove"), cancelLabel: t("confirmCancel") })) act(() => removeVehicle(null, { id, version: seen }), t("deleted"));
        }}
      >
        {t("delete")}
      </button>
      <div className="w-full">{feedback}</div>
    </div>
  );
}
