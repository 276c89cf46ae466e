"use client";

import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import type { ButtonAction } from "@/lib/actions/result";
import { useStaffCall } from "../form/useAdminForm";
import { Button } from "@/components/ui/Button";

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
      <Button
        disabled={pending}
        aria-label={`${t("delete")}: ${name}`}
        variant="remove"
        size="sm"
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
      </Button>
      {feedback}
    </div>
  );
}
