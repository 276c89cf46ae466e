"use client";

import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { Button } from "@/components/ui/Button";
import { RowActionForm } from "./form/RowActionForm";

/** Another round of tries for a mail of the request that failed; a plain form, so it works without scripts too. */
export function RetryMailButton({ n, mailId, action }: { n: number; mailId: number; action: Action<object> }) {
  const t = useTranslations("admin.orders");
  return (
    <RowActionForm action={action} values={{ n, mailId }} namespace="admin.orders" success={() => t("mailRetried")}>
      <Button type="submit" variant="outline" size="sm">
        {t("retryMail")}
      </Button>
    </RowActionForm>
  );
}
