import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestStatus } from "@/lib/requests/status-page";
import { AUCTION_STEPS } from "@/lib/auction/flow";
import { PHONE_HOURS } from "@/lib/business/hours";
import { publicPhone } from "@/lib/company";
import { formatCalendarDate, formatJapanTimeWithZone } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { PageHeading } from "@/components/ui/PageHeading";
import { Section } from "@/components/ui/Section";
import { cn } from "@/components/ui/cn";
import { takesPhotos, type PhotoBatchOutcome } from "@/lib/requests/photo-rules";
import { RequestStatusPhotos } from "./RequestStatusPhotos";
import { RequestReplies } from "./RequestReplies";
import { RequestDealProgress } from "./RequestDealProgress";
import { RequestDocuments } from "./RequestDocuments";
import { RequestBuyIn } from "./RequestBuyIn";
import type { OfferAnswerAction } from "./OfferAnswerForm";

/**
 * A customer's own page about their request: its number, where it stands in their words and the quotes issued
 * for it (a seller's: our offer, to accept or decline here), what they asked, for a purchase or an assessment the
 * photos sent and a way to add more, and for the auction agency the day of each step and the deadlines counted
 * from the auction day, and staff's replies.
 * `photoOutcome`: what came of photos just sent.
 */
export async function RequestStatusView({
  request,
  locale,
  token,
  photoOutcome,
  answerOffer,
}: {
  request: RequestStatus;
  locale: Locale;
  token: string;
  photoOutcome: PhotoBatchOutcome | null;
  /** A seller's yes or no to the offer shown. */
  answerOffer: OfferAnswerAction;
}) {
  const t = await getTranslations("requestStatus");
  const tf = await getTranslations("form");
  const to = await getTranslations("order");
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  const phone = publicPhone(locale);
  const vehicles = request.vehicles.map((line) =>
    to("vehicleNameValue", { name: line.name, inquiryNo: line.inquiryNo }),
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading title={t("title")} lead={t("lead")} />
      <DefinitionList
        look="ruled"
        className="mt-6"
        rows={[
          [
            t("receipt"),
            <span key="n" className="text-lg font-bold tabular-nums">
              {request.n}
            </span>,
          ],
          [t("type"), tf(`requestTypes.${request.type}`)],
          [t("received"), formatJapanTimeWithZone(locale, request.createdAt)],
          [
            t("status"),
            <strong key="status" data-testid="request-status">
              {t(`statuses.${request.status}`)}
            </strong>,
          ],
        ]}
      />
      <RequestDealProgress steps={request.deal} locale={locale} />
      <RequestBuyIn buyIn={request.buyIn} token={token} locale={locale} answerAction={answerOffer} />
      <RequestDocuments documents={request.documents} token={token} locale={locale} />
      <Section id="request-asked" title={t("asked")} className="mt-8">
        {vehicles.length > 0 && (
          <DefinitionList
            look="ruled"
            className="mt-3"
            rows={[
              [
                t("vehicle"),
                <ul key="vehicles">
                  {vehicles.map((name, index) => (
                    <li key={index}>{name}</li>
                  ))}
                </ul>,
              ],
            ]}
          />
        )}
        <p className="mt-3 text-sm text-muted">{t("typedNotShown")}</p>
      </Section>
      <RequestReplies replies={request.replies} locale={locale} />
      {takesPhotos(request.type) && (
        <RequestStatusPhotos photos={request.photos} token={token} outcome={photoOutcome} />
      )}
      {request.type === "auction" && (
        <>
          <Section id="request-flow" title={t("flowTitle")} className="mt-8">
            <ol className="mt-3 grid gap-2">
              {AUCTION_STEPS.map((step, index) => {
                const done = request.steps[step];
                return (
                  <Card as="li" key={step} muted={!done} className="flex items-center gap-3" data-step={step}>
                    <span
                      aria-hidden="true"
                      className={cn(
                        "flex size-8 shrink-0 items-center justify-center rounded-full font-bold",
                        done ? "bg-brand-700 text-white" : "border border-slate-300 text-muted",
                      )}
                    >
                      {index + 1}
                    </span>
                    <span className="font-semibold">{t(`steps.${step}`)}</span>
                    <span className={cn("ml-auto text-sm", !done && "text-muted")}>
                      {done ? day(done) : t("stepPending")}
                    </span>
                  </Card>
                );
              })}
            </ol>
          </Section>
          <Section id="request-deadlines" title={t("deadlinesTitle")} className="mt-8">
            {request.deadlines ? (
              <DefinitionList
                look="ruled"
                className="mt-3"
                rows={[
                  [t("deadlineBalance"), day(request.deadlines.balance)],
                  [t("deadlineDocuments"), day(request.deadlines.documents)],
                  [t("deadlineTitle"), day(request.deadlines.titleTransfer)],
                ]}
              />
            ) : (
              <p className="mt-3 text-muted">{t("deadlinesLater")}</p>
            )}
          </Section>
        </>
      )}
      <p className="mt-8 leading-relaxed">
        {t.rich("contact", {
          phone: (chunks) => (
            <a href={phone.href} className="font-semibold text-brand-700 underline underline-offset-4">
              {chunks}
            </a>
          ),
          number: phone.number,
          ...PHONE_HOURS,
        })}
      </p>
    </div>
  );
}
