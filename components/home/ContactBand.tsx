import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { LineButton, PhoneCallout } from "@/components/layout/ContactCallouts";
import { ButtonLink } from "@/components/ui/ButtonLink";

export async function ContactBand() {
  const t = await getTranslations();
  return (
    <section aria-labelledby="contact-band-title" className="mx-auto mt-12 max-w-6xl px-4">
      <div className="rounded-xl bg-brand-50 p-6 pc:flex pc:items-center pc:justify-between pc:gap-8 pc:p-8">
        <div>
          <h2 id="contact-band-title" className="text-xl font-black">
            {t("home.ctaTitle")}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t("home.ctaText")}</p>
        </div>
        <div className="mt-5 flex flex-col gap-3 pc:mt-0 pc:items-end">
          <PhoneCallout />
          <div className="flex flex-col gap-3 pc:flex-row">
            <LineButton />
            <ButtonLink href={routes.contact()} variant="outline">
              {t("contact.form")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
