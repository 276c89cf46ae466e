import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { Card } from "@/components/ui/Card";
import { TextLink } from "@/components/ui/TextLink";
import { HomeSection } from "./HomeSection";

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
    <HomeSection id="services-title" title={t("servicesTitle")}>
      <ul className="mt-5 grid gap-4 pc:grid-cols-3">
        {SERVICES.map((service) => (
          <Card as="li" key={service.key} className="flex flex-col">
            <h3 className="text-lg font-bold">{t(`services.${service.key}.title`)}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t(`services.${service.key}.text`)}</p>
            <TextLink href={service.href} standalone className="mt-3">
              {t("more")}
              <span className="sr-only">: {t(`services.${service.key}.title`)}</span>
            </TextLink>
          </Card>
        ))}
      </ul>
    </HomeSection>
  );
}
