import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { StepList } from "@/components/layout/StepList";
import { LineButton, PhoneCallout } from "@/components/layout/ContactCallouts";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { Card } from "@/components/ui/Card";
import { PageHeading } from "@/components/ui/PageHeading";
import { Section } from "@/components/ui/Section";

const STEPS = ["contact", "assessment", "schedule", "inspection", "payment", "delivery"] as const;
const WHY = ["export", "parts", "speed"] as const;
const PREPARE = ["certificate", "insurance", "seal", "identity", "residence", "recycle", "keys"] as const;

/** /kaitori: how selling to us works, why we pay more, what to prepare, and the ways to start. */
export async function KaitoriPage() {
  const t = await getTranslations("kaitori");
  const actions = (
    <div className="flex flex-col gap-3 pc:flex-row pc:items-center">
      <ButtonLink href={routes.contact("assessment")} variant="accent" size="lg">
        {t("assessment")}
      </ButtonLink>
      <LineButton audience="seller" />
    </div>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      <div className="mt-5">{actions}</div>

      <Section id="kaitori-flow" title={t("flowTitle")} className="mt-10">
        <StepList steps={STEPS.map((step) => t(`steps.${step}`))} />
      </Section>

      <div className="mt-10 grid gap-8 pc:grid-cols-2">
        <Section id="kaitori-why" title={t("whyTitle")}>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
            {WHY.map((key) => (
              <li key={key}>{t(`why.${key}`)}</li>
            ))}
          </ul>
        </Section>
        <Section id="kaitori-prepare" title={t("prepareTitle")}>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
            {PREPARE.map((key) => (
              <li key={key}>{t(`prepare.${key}`)}</li>
            ))}
          </ul>
        </Section>
      </div>

      <Card as="div" muted className="mt-10 grid gap-4 pc:grid-cols-[1fr_auto] pc:items-center">
        <div>{actions}</div>
        <PhoneCallout />
      </Card>
      <p className="mt-6">
        <TextLink href={routes.purchase()} standalone>
          {t("catalogue")}
        </TextLink>
      </p>
    </div>
  );
}
