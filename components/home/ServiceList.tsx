import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";

const SERVICES = [
  { key: "sales", href: routes.sale() },
  { key: "purchase", href: routes.kaitori },
  { key: "bodyWork", href: routes.bodyWork },
  { key: "repair", href: routes.services },
  { key: "transport", href: routes.services },
  { key: "auction", href: routes.truckAuction },
] as const;

export async function ServiceList() {
  const t = await getTranslations("home");
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="services-title" className="text-xl font-black pc:text-2xl">
        {t("servicesTitle")}
      </h2>
      <ul className="mt-5 grid gap-4 pc:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.key} className="flex flex-col rounded-lg border border-slate-200 p-5">
            <h3 className="text-lg font-bold">{t(`services.${service.key}.title`)}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t(`services.${service.key}.text`)}</p>
            <Link href={service.href} className="mt-3 font-semibold text-brand-600 underline underline-offset-2">
              {t("more")}
              <span className="sr-only">: {t(`services.${service.key}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
