"use client";

import { useTranslations } from "next-intl";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { useScripted } from "@/components/ui/use-scripted";

/**
 * Ends every session of the account, after a yes: with scripts a dialog asks; without them the form carries a
 * box to tick first. The logout route refuses "everywhere" without that confirmation.
 */
export function SignOutEverywhere({ locale, className }: { locale: string; className: string }) {
  const t = useTranslations("admin.auth");
  const confirm = useConfirm();
  const scripted = useScripted();
  return (
    <form
      method="post"
      action="/api/admin/logout"
      className="grid gap-1"
      onSubmit={async (event) => {
        if (!scripted) return;
        event.preventDefault();
        const form = event.currentTarget;
        if (
          await confirm({
            title: t("logoutEverywhereTitle"),
            message: t("logoutEverywhereMessage"),
            confirmLabel: t("logoutEverywhereConfirm"),
            cancelLabel: t("logoutEverywhereCancel"),
          })
        )
          form.submit();
      }}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="everywhere" value="1" />
      {scripted ? (
        <input type="hidden" name="confirmed" value="1" />
      ) : (
        <label className="flex items-start gap-2 text-xs">
          <input type="checkbox" name="confirmed" value="1" required className="mt-0.5 size-4" />
          {t("logoutEverywhereCheck")}
        </label>
      )}
      <button type="submit" className={className}>
        {t("logoutEverywhere")}
      </button>
    </form>
  );
}
