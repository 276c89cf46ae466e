"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";

export type OfferAnswerAction = Action<Record<string, never>>;

/**
 * The seller's yes or no to the offer their page shows, in one form whose two buttons each send the answer: a
 * plain post without scripts. It names the offer shown, so an offer replaced meanwhile is not the one answered.
 */
export function OfferAnswerForm({
  token,
  offerId,
  action,
}: {
  token: string;
  offerId: number;
  action: OfferAnswerAction;
}) {
  const t = useTranslations("requestStatus.buyIn");
  const router = useRouter();
  const form = useFormAction(action, { namespace: "requestStatus.buyIn", onSuccess: () => router.refresh() });
  if (form.state?.ok) return <Notice tone="success">{t("answered")}</Notice>;
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} className="mt-3 grid gap-2">
      <HiddenFields values={{ token, offer: offerId }} />
      <p className="text-sm">{t("answerLead")}</p>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="answer" value="accepted" variant="accent" disabled={form.pending}>
          {t("accept")}
        </Button>
        <Button type="submit" name="answer" value="declined" variant="secondary" disabled={form.pending}>
          {t("decline")}
        </Button>
      </div>
    </form>
  );
}
