"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import type { BuyInPanel as Panel } from "@/lib/buy-in/buy-in";
import { offerAnswerSchema, offerSchema, purchaseSchema, stockVehicleSchema } from "@/lib/buy-in/form";
import type { DetailOptions } from "@/lib/requests/vehicle-details";
import type { Locale } from "@/lib/i18n/locales";
import { formatCalendarDate, formatJapanTime, formatYen } from "@/lib/format";
import { cn } from "@/components/ui/cn";
import { textLinkClass } from "@/components/ui/TextLink";
import { CheckboxField, DateField, SelectField, StaffForm, TextAreaField, TextField } from "../form/StaffForm";

type Saved = Action<{ id: number; version: number }>;

export type BuyInActions = { offer: Saved; answer: Saved; purchase: Saved; registerVehicle: Saved };

const namespace = "admin.buyIn";

/**
 * A seller's request's buy-in (買取・査定) on its page: the offers made, newest first, with the seller's answer
 * to the one that stands; a new offer; the purchase; and, once bought, the one action that makes the truck a
 * draft stock vehicle, then the link to it. Every form is saved over the request's version and drawn anew at each
 * version, so none sends a version another has moved on. Plain forms: each works without scripts.
 */
export function BuyInPanel({
  n,
  version,
  panel,
  options,
  actions,
}: {
  n: number;
  version: number;
  panel: Panel;
  /** The makers, load classes and body types a stock vehicle is chosen from. */
  options: DetailOptions;
  actions: BuyInActions;
}) {
  const t = useTranslations(namespace);
  const locale = useLocale() as Locale;
  const router = useRouter();
  const record = { id: n, version };
  const refresh = () => router.refresh();
  const { offers, purchase, defaults } = panel;
  const standing = offers[0];
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  const choices = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: row.id, label: row.name }));
  return (
    <section aria-labelledby="order-buy-in" className="grid content-start gap-4">
      <h2 id="order-buy-in" className="font-bold">
        {t("title")}
      </h2>

      {offers.length === 0 ? (
        <p className="text-sm text-muted">{t("noOffers")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="buy-in-offers">
          {offers.map((offer) => (
            <li
              key={offer.id}
              className={cn(
                "rounded-md border border-slate-200 bg-white p-3 text-sm",
                offer.reading === "replaced" && "text-muted",
              )}
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-base font-bold tabular-nums">{formatYen(locale, offer.amountYen)}</span>
                <span className="font-semibold">{t(`readings.${offer.reading}`)}</span>
              </p>
              <p className="mt-1">{t("validUntil", { date: day(offer.validUntil) })}</p>
              {offer.note && <p className="mt-1 whitespace-pre-wrap break-words">{offer.note}</p>}
              <p className="mt-1 text-xs text-muted">
                {t("offeredBy", { name: offer.offeredByName, time: formatJapanTime(locale, offer.createdAt) })}
              </p>
            </li>
          ))}
        </ol>
      )}

      {/* An expired offer may still be declined; accepting it is refused, its price no longer holding. */}
      {(standing?.reading === "pending" || standing?.reading === "expired") && (
        <div>
          <h3 className="text-sm font-bold">{t("answerTitle")}</h3>
          <StaffForm
            key={version}
            prefix="offer-answer"
            namespace={namespace}
            schema={offerAnswerSchema}
            editHref={routes.admin.order}
            action={actions.answer}
            record={record}
            initial={{ answer: "" }}
            onSaved={refresh}
            submitLabel={t("recordAnswer")}
            className="mt-2 grid content-start gap-3"
          >
            <SelectField
              name="answer"
              label={t("fields.answer")}
              none={t("answerNone")}
              options={[
                { value: "accepted", label: t("answers.accepted") },
                { value: "declined", label: t("answers.declined") },
              ]}
            />
          </StaffForm>
        </div>
      )}

      {!purchase && (
        <div>
          <h3 className="text-sm font-bold">{standing ? t("newOfferTitle") : t("offerTitle")}</h3>
          <p className="mt-1 text-xs text-muted">{t("offerHint")}</p>
          <StaffForm
            key={version}
            prefix="offer"
            namespace={namespace}
            schema={offerSchema}
            editHref={routes.admin.order}
            action={actions.offer}
            record={record}
            initial={{ amountYen: "", validUntil: defaults.validUntil, note: "", mail: "true" }}
            onSaved={refresh}
            submitLabel={t("makeOffer")}
            className="mt-2 grid content-start gap-3"
          >
            <TextField name="amountYen" label={t("fields.amountYen")} hint={t("yenHint")} narrow />
            <DateField name="validUntil" label={t("fields.validUntil")} />
            <TextAreaField name="note" label={t("fields.note")} rows={3} />
            <CheckboxField name="mail" label={t("fields.mail")} />
          </StaffForm>
        </div>
      )}

      <div>
        <h3 className="text-sm font-bold">{t("purchaseTitle")}</h3>
        <StaffForm
          key={version}
          prefix="purchase"
          namespace={namespace}
          schema={purchaseSchema}
          editHref={routes.admin.order}
          action={actions.purchase}
          record={record}
          initial={
            purchase
              ? {
                  priceYen: String(purchase.priceYen),
                  paymentDueOn: purchase.paymentDueOn,
                  paidOn: purchase.paidOn ?? "",
                }
              : {
                  priceYen: defaults.priceYen === null ? "" : String(defaults.priceYen),
                  paymentDueOn: defaults.paymentDueOn,
                  paidOn: "",
                }
          }
          onSaved={refresh}
          submitLabel={purchase ? t("savePurchase") : t("recordPurchase")}
          className="mt-2 grid content-start gap-3"
        >
          <TextField name="priceYen" label={t("fields.priceYen")} hint={t("yenHint")} narrow />
          <DateField name="paymentDueOn" label={t("fields.paymentDueOn")} />
          <DateField name="paidOn" label={t("fields.paidOn")} />
        </StaffForm>
      </div>

      {purchase?.vehicle ? (
        <p className="rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="buy-in-vehicle">
          {t("registered")}{" "}
          <Link href={routes.admin.vehicle("sale", purchase.vehicle.id)} className={textLinkClass()}>
            {t("vehicleLink", {
              no: purchase.vehicle.inquiryNo,
              name: locale === "ja" ? purchase.vehicle.nameJa : purchase.vehicle.nameEn,
            })}
          </Link>
        </p>
      ) : (
        purchase && (
          <div>
            <h3 className="text-sm font-bold">{t("stockTitle")}</h3>
            <p className="mt-1 text-xs text-muted">{t("stockHint", { count: panel.photoCount })}</p>
            <StaffForm
              key={version}
              prefix="stock"
              namespace={namespace}
              schema={stockVehicleSchema}
              editHref={routes.admin.order}
              action={actions.registerVehicle}
              record={record}
              initial={{
                makerId: defaults.makerId === null ? "" : String(defaults.makerId),
                loadClassId: defaults.loadClassId === null ? "" : String(defaults.loadClassId),
                bodyTypeId: defaults.bodyTypeId === null ? "" : String(defaults.bodyTypeId),
              }}
              onSaved={refresh}
              submitLabel={t("registerVehicle")}
              className="mt-2 grid content-start gap-3"
            >
              <SelectField
                name="makerId"
                label={t("fields.makerId")}
                none={t("chooseNone")}
                options={choices(options.makers)}
              />
              <SelectField
                name="loadClassId"
                label={t("fields.loadClassId")}
                hint={t("loadClassHint")}
                none={t("chooseNone")}
                options={choices(options.loadClasses)}
              />
              <SelectField
                name="bodyTypeId"
                label={t("fields.bodyTypeId")}
                none={t("chooseNone")}
                options={choices(options.bodyTypes)}
              />
            </StaffForm>
          </div>
        )
      )}
    </section>
  );
}
