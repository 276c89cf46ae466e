import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { CONTACT_TYPES, type ContactType } from "@/lib/requests/schema";
import type { Action } from "@/lib/actions/result";
import { RequestForm } from "@/components/forms/RequestForm";
import { LineButton, PhoneCallout } from "@/components/layout/ContactCallouts";

/** The contact form for one request type (or with the type to choose), with phone and LINE beside it. */
export async function ContactView({ type, action }: { type: ContactType | null; action: Action<{ n: number }> }) {
  const t = await getTranslations("contactPage");
  const tr = await getTranslations("request");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-black pc:text-3xl">{type ? t(`types.${type}.title`) : t("title")}</h1>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted">{type ? t(`types.${type}.lead`) : t("lead")}</p>

      <nav aria-label={t("choose")} className="mt-5">
        <ul className="flex gap-2 overflow-x-auto pb-2 pc:flex-wrap">
          {CONTACT_TYPES.map((option) => (
            <li key={option} className="shrink-0">
              <Link
                href={routes.contact(option)}
                aria-current={option === type ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${option === type ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white hover:border-brand-600"}`}
              >
                {t(`types.${option}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 grid gap-8 pc:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RequestForm
          action={action}
          hidden={type ? { type } : {}}
          idempotencyKey={randomUUID()}
          variant={{ kind: "contact", type, againHref: routes.contact(type ?? undefined) }}
          messagePlaceholder={tr("messagePlaceholder")}
        />
        <aside className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-lg font-bold">{t("otherWays")}</h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t("otherWaysText")}</p>
          <div className="mt-4 grid gap-4">
            <PhoneCallout />
            <LineButton long />
          </div>
        </aside>
      </div>
    </div>
  );
}
