"use client";

import { useLocale, useTranslations } from "next-intl";
import type { RequestReceipt } from "@/lib/requests/accept";
import { routes } from "@/lib/routes";
import { BUSINESS_HOURS } from "@/lib/business/hours";
import { DEPOSIT_RATE } from "@/lib/auction/fees";
import { formatCalendarDate } from "@/lib/format";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { RequestPhotoAddForm } from "@/components/requests/RequestPhotoAddForm";
import { takesPhotos } from "@/lib/requests/photo-rules";
import { RequestPhotoUploads } from "./RequestPhotoUploads";
import type { RequestPhotos } from "./useRequestPhotos";

/**
 * The thank-you for a request: what happens next (the day staff answer and how, what the request leads to) and
 * the request's status page itself, so the customer never depends on the acknowledgement mail for it (a page
 * sent again answers with the first request, link included). A seller's photos go here, by the request's token:
 * those chosen on the form are sent at once; otherwise (no photos chosen, or no scripts) a plain form adds them. It
 * ends with the way on: a fresh contact form, or back to the vehicles.
 */
export function RequestThanks({
  receipt,
  isContact,
  photos,
  onward,
}: {
  receipt: RequestReceipt;
  isContact: boolean;
  photos?: RequestPhotos;
  onward: { href: string; label: string; onClick?: () => void };
}) {
  const tr = useTranslations("request");
  const to = useTranslations("order");
  const tp = useTranslations("requestPhotos");
  const locale = useLocale();
  const { n, statusToken, type, contactMethod, replyOn, replyToday } = receipt;
  return (
    <section role="status" aria-live="polite" className="rounded-lg border-2 border-brand-600 bg-brand-50 p-6">
      <h2 className="text-xl font-black">{isContact ? tr("thanksTitle") : to("thanksTitle")}</h2>
      <p className="mt-2 leading-relaxed">{isContact ? tr("thanksText", { n }) : to("thanksText", { n })}</p>
      <h3 className="mt-4 font-bold">{tr("nextTitle")}</h3>
      <p className="mt-1 leading-relaxed" data-testid="request-reply">
        {tr("reply", {
          when: replyToday ? "today" : "later",
          day: formatCalendarDate(locale, replyOn, "full"),
          method: contactMethod,
          ...BUSINESS_HOURS,
        })}
      </p>
      <p className="mt-1 leading-relaxed" data-testid="request-next">
        {tr(`next.${type}`, { percent: DEPOSIT_RATE * 100 })}
      </p>
      {statusToken && (
        <>
          <p className="mt-2 leading-relaxed">{tr("statusText")}</p>
          <TextLink href={routes.requestStatus(statusToken)} standalone>
            {tr("statusLink")}
          </TextLink>
          <p className="mt-2 text-sm text-muted">{tr("thanksMail")}</p>
          {takesPhotos(type) && (
            <section aria-labelledby="request-thanks-photos" className="mt-4">
              <h3 id="request-thanks-photos" className="font-bold">
                {tp("addTitle")}
              </h3>
              {photos && photos.photos.length > 0 ? (
                <RequestPhotoUploads photos={photos} token={statusToken} />
              ) : (
                <RequestPhotoAddForm token={statusToken} stored={0} />
              )}
              <p className="mt-2 text-sm text-muted">{tp("laterNote")}</p>
            </section>
          )}
        </>
      )}
      <ButtonLink
        href={onward.href}
        onClick={
          onward.onClick &&
          ((event) => {
            event.preventDefault();
            onward.onClick?.();
          })
        }
        className="mt-4"
      >
        {onward.label}
      </ButtonLink>
    </section>
  );
}
