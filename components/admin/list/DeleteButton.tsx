"use client";

import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import type { ButtonAction } from "@/lib/actions/result";
import { useStaffCall } from "../form/useAdminForm";

type Props = {
  /** What is deleted, for the button's accessible name. */
  name: string;
  /** The dialog's heading, e.g. "Delete post". */
  confirmTitle: string;
  remove: ButtonAction;
  /** Which record: what the action is sent. */
  input: Record<string, string | number>;
};

/** Delete after the confirm dialog, then refresh the list; a refusal is said next to the button. */
export function DeleteButton({ name, confirmTitle, remove, input }: Props) {
  const t = useTranslations("admin.common");
  const confirm = useConfirm();
  const { act, pending, feedback } = useStaffCall();
  return (
    <div>
      <button
        type="button"
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        className="min-h-11 rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800"
        onClick={async () => {
          if (
            await confirm({
              title: confirmTitle,
              message: t("confirmMessage"),
              confirmLabel: t("confirmRemove"),
              cancelLabel: t("confirmCancel"),
            })
          )
            act(() => remove(null, input));
        }}
      >
        {t("delete")}
      </button>
      {feedback}
    </div>
  );
}
