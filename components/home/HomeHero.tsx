import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { ButtonLink } from "@/components/ui/ButtonLink";

export async function HomeHero() {
  const t = await getTranslations("home");
  return (
    <section className="bg-gradient-to-b from-brand-700 to-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 pc:py-16">
        <p className="text-sm font-semibold opacity-90">{t("heroEyebrow")}</p>
        <h1 className="mt-2 text-2xl font-black leading-tight pc:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-4 max-w-3xl text-base leading-relaxed opacity-95">{t("heroLead")}</p>
        <div className="mt-6 flex flex-col gap-3 pc:flex-row">
          <ButtonLink href={routes.sale()} variant="inverse" size="lg">
            {t("heroSale")}
          </ButtonLink>
          <ButtonLink href={routes.contact("assessment")} variant="accent" size="lg">
            {t("heroAssessment")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
