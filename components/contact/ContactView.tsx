import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { CONTACT_TYPES, type ContactType } from "@/lib/requests/schema";
import { readerOfRequest } from "@/lib/requests/reader";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import type { DetailOptions } from "@/lib/requests/vehicle-details";
import { RequestForm } from "@/components/forms/RequestForm";
import { PhoneAndLine } from "@/components/layout/ContactCallouts";
import { ChipNav } from "@/components/ui/ChipNav";
import { Card } from "@/components/ui/Card";
import { PageHeading } from "@/components/ui/PageHeading";
import { ClientMessages } from "@/components/app/ClientMessages";

/**
 * The contact form for one request type (or with the type to choose), with phone and LINE beside it, worded for
 * who sends that type: a buyer asks about stock, a seller sends photos for an estimate.
 */
export async function ContactView({
  type,
  action,
  vehicleOptions,
}: {
  type: ContactType | null;
  action: Action<RequestReceipt>;
  /** The master data the vehicle's fields choose from. */
  vehicleOptions: DetailOptions;
}) {
  const t = await getTranslations("contactPage");
  const tr = await getTranslations("request");
  const reader = readerOfRequest(type);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading
        title={type ? t(`types.${type}.title`) : t("title")}
        lead={type ? t(`types.${type}.lead`) : t("lead")}
      />

      <ChipNav
        label={t("choose")}
        className="mt-5"
        chips={CONTACT_TYPES.map((option) => ({
          key: option,
          href: routes.contact(option),
          name: t(`types.${option}.title`),
          current: option === type,
        }))}
      />

      <div className="mt-6 grid gap-8 pc:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ClientMessages page="requestForm">
          <RequestForm
            action={action}
            hidden={type ? { type } : {}}
            idempotencyKey={randomUUID()}
            variant={{ kind: "contact", type, againHref: routes.contact(type ?? undefined), vehicleOptions }}
            messagePlaceholder={tr("messagePlaceholder")}
          />
        </ClientMessages>
        <Card as="aside" muted className="h-fit">
          <h2 className="text-lg font-bold">{t("otherWays")}</h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t(`otherWaysFor.${reader ?? "anyone"}`)}</p>
          <PhoneAndLine audience={reader ?? undefined} className="mt-4" />
        </Card>
      </div>
    </div>
  );
}
