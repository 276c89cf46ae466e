"use client";

import { useActionState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/lib/i18n/navigation";
import { parseErrorCode } from "@/lib/requests/messages";
import type { FormState } from "@/lib/admin/fields";
import { submitKeepingValues } from "./submit";

type Change = { ok: true; id: number } | { ok: false; error: string; count?: number };

/**
 * A staff form bound to its server action: after creating, staff land on the new entry's edit page
 * (`editHref`); field errors and failures come back translated. `namespace` holds the section's own
 * failure messages (notFound, slugTaken…); the rest are shared.
 */
export function useAdminForm<C extends Change>(action: (state: FormState<C>, formData: FormData) => Promise<FormState<C>>, options: { namespace: string; editHref?: (id: number) => string }) {
  const t = useTranslations(options.namespace);
  const tc = useTranslations("admin.common");
  const tv = useTranslations("validation");
  const locale = useLocale() as "ja" | "en";
  const router = useRouter();
  const [state, formAction, pending] = useActionState(async (previous: FormState<C>, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok && options.editHref) router.push(getPathname({ href: options.editHref(result.id), locale }));
    return result;
  }, null);
  const fieldErrors = state && !state.ok && "fieldErrors" in state ? state.fieldErrors : {};
  const errorFor = (name: string) => {
    const code = fieldErrors[name];
    if (!code) return undefined;
    const { key, value } = parseErrorCode(code);
    if (t.has(`errors.${key}`)) return t(`errors.${key}`);
    return tv.has(key) ? tv(key, { value: value ?? "" }) : tv("invalidFormat");
  };
  let failure: string | null = null;
  if (state && !state.ok) {
    const { error, count } = state as { error: string; count?: number };
    failure = error === "invalid" ? tc("fixErrors") : t.has(error) ? t(error, { count: count ?? 0 }) : tc.has(error) ? tc(error, { count: count ?? 0 }) : tc("unauthorized");
  }
  const feedback = (
    <>
      {failure && <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">{failure}</p>}
      {state?.ok && !options.editHref && <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold">{t.has("saved") ? t("saved") : tc("saved")}</p>}
    </>
  );
  return { formAction, onSubmit: submitKeepingValues(formAction), pending, errorFor, feedback };
}
