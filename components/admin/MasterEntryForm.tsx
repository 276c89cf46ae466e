"use client";

import { useActionState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { parseErrorCode } from "@/lib/requests/messages";
import type { MasterFormState } from "@/app/actions/admin-master-data";
import { inputClass } from "@/components/forms/Field";

type Props = {
  action: (state: MasterFormState, formData: FormData) => Promise<MasterFormState>;
  type: string;
  isNew: boolean;
  searchable: boolean;
  initial: Record<string, string>;
};

/** One master-data entry; makers and body types also have their reading and the aliases the search uses. */
export function MasterEntryForm({ action, type, isNew, searchable, initial }: Props) {
  const t = useTranslations("admin.data");
  const tv = useTranslations("validation");
  const locale = useLocale() as "ja" | "en";
  const router = useRouter();
  const [state, formAction, pending] = useActionState(async (previous: MasterFormState, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok && isNew) router.push(getPathname({ href: routes.admin.dataEntry(type, result.id), locale }));
    return result;
  }, null);
  const errors = state && !state.ok && state.error === "invalid" ? state.fieldErrors : {};
  const fields = searchable ? ["slug", "nameJa", "nameKana", "nameEn", "aliases", "position"] : ["slug", "nameJa", "nameEn", "position"];
  const failure = state && !state.ok ? (state.error === "invalid" ? t("fixErrors") : state.error === "inUse" ? t("inUse", { count: state.count }) : t(state.error)) : null;
  return (
    <form action={formAction} noValidate className="mt-6 grid max-w-xl gap-4">
      {failure && <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">{failure}</p>}
      {state?.ok && !isNew && <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold">{t("saved")}</p>}
      {fields.map((name) => {
        const code = errors[name];
        const message = code ? (({ key, value }) => (tv.has(key) ? tv(key, { value: value ?? "" }) : tv("invalidFormat")))(parseErrorCode(code)) : undefined;
        return (
          <div key={name}>
            <label htmlFor={`master-${name}`} className="text-sm font-bold">{t(`fields.${name}`)}</label>
            <input id={`master-${name}`} name={name} defaultValue={initial[name] ?? ""} aria-invalid={Boolean(message)} aria-describedby={message ? `master-${name}-error` : undefined} className={`${inputClass} mt-1`} />
            {message && <p id={`master-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">{message}</p>}
          </div>
        );
      })}
      <button type="submit" disabled={pending} className="min-h-12 rounded-md bg-brand-700 px-6 font-bold text-white disabled:opacity-60">{t("save")}</button>
    </form>
  );
}
