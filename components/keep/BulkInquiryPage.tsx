import { randomUUID } from "node:crypto";
import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import type { KeptVehicleCard } from "@/lib/vehicles/by-ids";
import { BULK_INQUIRY_MAX, idsParam } from "@/lib/vehicles/vehicle-keys";
import { RequestForm } from "@/components/forms/RequestForm";
import { PhoneCallout } from "@/components/layout/ContactCallouts";
import { Card } from "@/components/ui/Card";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { Notice } from "@/components/ui/Notice";
import { PageHeading } from "@/components/ui/PageHeading";
import { TextLink } from "@/components/ui/TextLink";
import { KeptVehicleItem } from "./KeptVehicleItem";
import { ClientMessages } from "@/components/app/ClientMessages";

/**
 * /inquiry?ids=…: one request about several vehicles (一括問い合わせ), drawn by the server from the address, so
 * it works without scripts. Only listed vehicles of one catalogue are asked about — those of the first
 * vehicle's: buying from us and selling to us are different conversations; the page says what it left out.
 */
export async function BulkInquiryPage({
  vehicles,
  more,
  action,
}: {
  vehicles: KeptVehicleCard[];
  more: boolean;
  action: Action<RequestReceipt>;
}) {
  const t = await getTranslations("bulkInquiry");
  const listed = vehicles.filter((item) => item.state === "published" || item.state === "reserved");
  const kind = listed[0]?.kind;
  const asked = listed.filter((item) => item.kind === kind);
  const notListed = vehicles.length - listed.length;
  const otherKind = listed.length - asked.length;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageHeading title={t("title")} lead={asked.length > 0 ? t("lead") : undefined} />
      <div className="mt-4 grid gap-3">
        {more && <Notice tone="info">{t("tooMany", { max: BULK_INQUIRY_MAX })}</Notice>}
        {notListed > 0 && <Notice tone="info">{t("notListed", { count: notListed })}</Notice>}
        {otherKind > 0 && <Notice tone="info">{t("oneKind", { count: otherKind })}</Notice>}
      </div>
      {kind === undefined ? (
        <EmptyNote className="mt-6">
          {t("none")}{" "}
          <TextLink href={routes.favorites} className="whitespace-nowrap">
            {t("backToFavourites")}
          </TextLink>
        </EmptyNote>
      ) : (
        <>
          <h2 className="mt-6 text-sm font-bold">{t("vehicles", { count: asked.length })}</h2>
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200" data-testid="inquiry-vehicles">
            {asked.map((item) => (
              <li key={`${item.kind}:${item.strId}`} className="py-3">
                <KeptVehicleItem item={item} layout="row" />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ClientMessages page="requestForm">
              <RequestForm
                action={action}
                hidden={{ ids: idsParam(asked) }}
                idempotencyKey={randomUUID()}
                variant={{
                  kind: "vehicle",
                  listingKind: kind,
                  back: { href: routes.favorites, label: t("backToFavourites") },
                }}
                messagePlaceholder={t("messagePlaceholder")}
              />
            </ClientMessages>
          </div>
        </>
      )}
      <Card as="div" className="mt-8">
        <PhoneCallout />
      </Card>
    </div>
  );
}
