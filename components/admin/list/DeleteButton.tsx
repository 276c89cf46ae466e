"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { isStaffFailure } from "@/lib/admin/failures";

export type DeleteResult = { ok: true } | { ok: false; error: string; count?: number };

type Props = {
  /** What is deleted, for the button's accessible name. */
  name: string;
  /** The dialog's heading, e.g. "Delete post". */
  confirmTitle: string;
  remove: () => Promise<DeleteResult>;
};

/** Delete after the confirm dialog, then refresh the list; a refusal is said next to the button. */
export function DeleteButton({ name, confirmTitle, remove }: Props) {
  const t = useTranslations("admin.common");
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
          setMessage(null);
          if (!(await confirm({ title: confirmTitle, message: t("confirmMessage"), confirmLabel: t("confirmRemove"), cancelLabel: t("confirmCancel") }))) return;
          startTransition(async () => {
            const result = await remove();
            if (result.ok || result.error === "notFound") router.refresh();
            if (!result.ok) setMessage(result.error === "inUse" ? t("inUse", { count: result.count ?? 0 }) : t(result.error === "notFound" ? "goneAlready" : isStaffFailure(result.error) ? result.error : "unauthorized"));
          });
        }}
      >
        {t("delete")}
      </button>
      {message && <p role="alert" className="mt-1 text-sm font-semibold text-red-800">{message}</p>}
    </div>
  );
}
