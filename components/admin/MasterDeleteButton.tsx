"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { removeMasterEntry } from "@/app/actions/admin-master-data";
import { useConfirm } from "@/components/dialog/DialogProvider";

/** Deletes an entry after the confirm dialog; one still used by vehicles is refused with how many. */
export function MasterDeleteButton({ type, id, name }: { type: string; id: number; name: string }) {
  const t = useTranslations("admin.data");
  const confirm = useConfirm();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        className="min-h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800"
        onClick={async () => {
          if (!(await confirm({ title: t("confirmTitle"), message: t("confirmMessage"), confirmLabel: t("confirmRemove"), cancelLabel: t("confirmCancel") }))) return;
          startTransition(async () => {
            const result = await removeMasterEntry(type, id);
            if (result.ok) router.refresh();
            else setMessage(result.error === "inUse" ? t("inUse", { count: result.count }) : t(result.error));
          });
        }}
      >
        {t("delete")}
      </button>
      {message && <p role="alert" className="mt-1 text-sm font-semibold text-red-800">{message}</p>}
    </div>
  );
}
