"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";

export type DuplicateCall = Action<{ id: number }>;

/**
 * Makes a draft copy of the vehicle and opens it. A form, so it works without scripts too: the page then says
 * the copy is made and links to it.
 */
export function DuplicateVehicleButton({
  action,
  kind,
  id,
  name,
  size = "sm",
}: {
  action: DuplicateCall;
  kind: ListingKind;
  id: number;
  /** Names the vehicle to a screen reader where several rows carry the button. */
  name?: string;
  size?: "sm" | "md";
}) {
  const t = useTranslations("admin.vehicles");
  const locale = useLocale();
  const router = useRouter();
  const form = useFormAction(action, {
    namespace: "admin.vehicles",
    onSuccess: (copy) => router.push(getPathname({ href: routes.admin.vehicle(kind, copy.id), locale })),
  });
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} className="contents">
      <HiddenFields values={{ kind, id }} />
      <Button
        type="submit"
        variant="outline"
        size={size}
        disabled={form.pending}
        aria-label={name ? `${t("duplicate")}: ${name}` : undefined}
      >
        {t("duplicate")}
      </Button>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {form.state?.ok && (
        <Notice tone="success">
          {t("duplicated")}{" "}
          <Link href={routes.admin.vehicle(kind, form.state.value.id)} className="underline">
            {t("openCopy")}
          </Link>
        </Notice>
      )}
    </form>
  );
}
