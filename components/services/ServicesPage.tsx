import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { Promotions } from "@/components/layout/Promotions";
import { Card } from "@/components/ui/Card";
import { TextLink } from "@/components/ui/TextLink";
import { PageHeading } from "@/components/ui/PageHeading";
import type { Locale } from "@/lib/i18n/locales";
import type { RunningPromotion } from "@/lib/content/running-promotions";

// Each service and where it leads: its page, its catalogue or its request form (each link's words by key).
const SERVICES = [
  { key: "sales", links: [{ href: routes.sale(), label: "items.sales.link" }] },
  { key: "purchase", links: [{ href: routes.kaitori, label: "items.purchase.link" }] },
  { key: "bodyWork", links: [{ href: routes.bodyWork, label: "items.bodyWork.link" }] },
  { key: "repair", links: [{ href: routes.contact("general"), label: "items.repair.link" }] },
  { key: "transport", links: [{ href: routes.contact("general"), label: "items.transport.link" }] },
  {
    key: "auction",
    links: [
      { href: routes.truckAuction, label: "items.auction.link" },
      { href: routes.autoAuction, label: "items.auction.linkCars" },
    ],
  },
] as const;

export async function ServicesPage({ promotions, locale }: { promotions: RunningPromotion[]; locale: Locale }) {
  const t = await getTranslations("services");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      <Promotions promotions={promotions} locale={locale} />
      <ul className="mt-8 grid gap-4 pc:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.key}>
            <Card aria-labelledby={`service-${service.key}`} className="h-full">
              <h2 id={`service-${service.key}`} className="text-lg font-bold">
                {t(`items.${service.key}.title`)}
              </h2>
              <p className="mt-2 leading-relaxed text-muted">{t(`items.${service.key}.text`)}</p>
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                {service.links.map((link) => (
                  <TextLink key={link.href} href={link.href} standalone>
                    {t(link.label)}
                  </TextLink>
                ))}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
