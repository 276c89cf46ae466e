"use client";

import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import type { ButtonAction } from "@/lib/actions/result";
import { useStaffCall } from "../form/useAdminForm";
import { useListNotice } from "./ListNotice";
import { Button } from "@/components/ui/Button";

type Props = {
  /** What is deleted, as staff know it: named in the button, the question and the answer. */
  name: string;
  /** The dialog's heading, e.g. "Delete post". */
  confirmTitle: string;
  remove: ButtonAction;
  /** Which record: what the action is sent. */
  input: Record<string, string | number>;
};

/** Delete after a dialog that names the record, then refresh the list and say above it what was deleted. */
export function DeleteButton({ name, confirmTitle, remove, input }: Props) {
  const t = useTranslations("admin.common");
  const confirm = useConfirm();
  const notice = useListNotice();
  const { act, pending, feedback } = useStaffCall();
  return (
    <div>
      <Button
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        variant="remove"
        size="sm"
        onClick={async () => {
          if (
            await confirm({
              title: confirmTitle,
              message: t("confirmMessage", { name }),
              confirmLabel: t("confirmRemove"),
              cancelLabel: t("confirmCancel"),
            })
          )
            act(() => remove(null, input), {
              success: notice ? undefined : t("deleted", { name }),
              onSuccess: () => notice?.(t("deleted", { name })),
            });
        }}
      >
        {t("delete")}
      </Button>
      {feedback}
    </div>
  );
}
