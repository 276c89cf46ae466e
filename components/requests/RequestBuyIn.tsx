import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestStatus } from "@/lib/requests/status-page";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { Section } from "@/components/ui/Section";
import { ClientMessages } from "@/components/app/ClientMessages";
import { OfferAnswerForm, type OfferAnswerAction } from "./OfferAnswerForm";

/**
 * A seller's offer (査定額) on their status page: the amount, until when it holds and where it stands (awaiting
 * their answer, accepted, declined, or expired), the words staff sent with it and, while it awaits them, their yes
 * or no; once bought, the price and the day we pay. Nothing is drawn before a first offer or purchase.
 */
export async function RequestBuyIn({
  buyIn,
  token,
  locale,
  answerAction,
}: {
  buyIn: RequestStatus["buyIn"];
  token: string;
  locale: Locale;
  answerAction: OfferAnswerAction;
}) {
  const t = await getTranslations("requestStatus.buyIn");
  if (!buyIn || (!buyIn.offer && !buyIn.purchase)) return null;
  const { offer, purchase } = buyIn;
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  return (
    <Section id="request-buy-in" title={t("title")} className="mt-8">
      <div className="mt-3 grid gap-3" data-testid="request-buy-in">
        {offer && (
          <Card>
            <h3 className="font-bold">{t("offerTitle")}</h3>
            <p className="mt-1 text-xl font-bold tabular-nums">{formatYen(locale, offer.amountYen)}</p>
            <p className="mt-1 text-sm">{t("validUntil", { date: day(offer.validUntil) })}</p>
            <p className="mt-1 font-semibold" data-testid="offer-reading">
              {t(`readings.${offer.reading}`)}
            </p>
            {offer.note && <p className="mt-2 whitespace-pre-wrap break-words text-sm">{offer.note}</p>}
            {offer.reading === "pending" && !purchase && (
              <ClientMessages page="offerAnswer">
                <OfferAnswerForm token={token} offerId={offer.id} action={answerAction} />
              </ClientMessages>
            )}
          </Card>
        )}
        {purchase && (
          <Card>
            <h3 className="font-bold">{t("purchaseTitle")}</h3>
            <p className="mt-1 font-semibold tabular-nums">
              {t("price", { amount: formatYen(locale, purchase.priceYen) })}
            </p>
            <p className="mt-1 text-sm" data-testid="purchase-payment">
              {purchase.paidOn
                ? t("paidOn", { date: day(purchase.paidOn) })
                : t("paymentDueOn", { date: day(purchase.paymentDueOn) })}
            </p>
          </Card>
        )}
      </div>
    </Section>
  );
}
