"use client";

import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import type { ButtonAction } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { useStaffCall } from "../form/useAdminForm";
import { useListNotice } from "./ListNotice";
import { Button } from "@/components/ui/Button";

/**
 * What the dialog asks. Its heading names the kind of record ("車両の削除"); the words, the confirming button and
 * what is said once done are a plain deletion's unless given (a vehicle with orders is archived instead).
 */
export type DeleteQuestion = { title: string; message?: string; confirmLabel?: string; done?: string };

type Props<T> = {
  /** What is deleted, as staff know it: named in the button, the question and the answer. */
  name: string;
  question: DeleteQuestion;
  remove: ButtonAction<T>;
  /** Which record: what the action is sent. */
  input: Record<string, string | number>;
  /** Where a refusal's own words are looked up first (a vehicle's "not found"), before the actions' common ones. */
  namespace?: MessageNamespace;
  /** While another action on the same record runs. */
  disabled?: boolean;
  onDeleted?: (value: T) => void;
};

/** Delete after a dialog that names the record, then refresh the list and say above it what was deleted. */
export function DeleteButton<T>({ name, question, remove, input, namespace, disabled, onDeleted }: Props<T>) {
  const t = useTranslations("admin.common");
  const confirm = useConfirm();
  const notice = useListNotice();
  const { act, pending, feedback } = useStaffCall(namespace);
  const done = question.done ?? t("deleted", { name });
  return (
    <div>
      <Button
        disabled={disabled || pending}
        aria-label={`${t("delete")}: ${name}`}
        variant="remove"
        size="sm"
        onClick={async () => {
          if (
            await confirm({
              title: question.title,
              message: question.message ?? t("confirmMessage", { name }),
              confirmLabel: question.confirmLabel ?? t("confirmRemove"),
              cancelLabel: t("confirmCancel"),
            })
          )
            act(() => remove(null, input), {
              success: notice ? undefined : done,
              onSuccess: (value) => {
                onDeleted?.(value);
                notice?.(done);
              },
            });
        }}
      >
        {t("delete")}
      </Button>
      {feedback}
    </div>
  );
}
