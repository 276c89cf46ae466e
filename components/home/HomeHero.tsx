import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";

export async function HomeHero() {
  const t = await getTranslations("home");
  return (
    <section className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 pc:py-16">
        <p className="text-sm font-semibold opacity-90">{t("heroEyebrow")}</p>
        <h1 className="mt-2 text-2xl font-black leading-tight pc:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed opacity-95">{t("heroLead")}</p>
        <div className="mt-6 flex flex-col gap-3 pc:flex-row">
          <Link
            href={routes.sale()}
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-white px-6 font-bold text-brand-800 hover:bg-brand-50"
          >
            {t("heroSale")}
          </Link>
          <Link
            href={routes.contact("assessment")}
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-accent-600 px-6 font-bold text-white hover:brightness-110"
          >
            {t("heroAssessment")}
          </Link>
        </div>
      </div>
    </section>
  );
}
