import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestStatus } from "@/lib/requests/status-page";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";

/**
 * The documents issued for the request (見積書…), newest first: number, dates and amount due, one replaced by a
 * later one marked so, each with its PDF as it was issued. The download is a plain link carrying the page's token,
 * so it works without scripts; nothing is drawn until a first document is issued.
 */
export async function RequestDocuments({
  documents,
  token,
  locale,
}: {
  documents: RequestStatus["documents"];
  token: string;
  locale: Locale;
}) {
  const t = await getTranslations("requestStatus");
  const td = await getTranslations("documents");
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  if (documents.length === 0) return null;
  return (
    <Section id="request-documents" title={t("documentsTitle")} className="mt-8">
      <ol className="mt-3 grid gap-3" data-testid="request-documents">
        {documents.map((document) => (
          <Card as="li" key={document.id} muted={document.replacedBy !== null || document.voided}>
            <h3 className="font-bold">
              {t("documentName", { kind: td(`kinds.${document.kind}`), number: document.number })}
            </h3>
            {document.replacedBy && (
              <p className="mt-1 text-sm font-semibold">{t("replaced", { number: document.replacedBy })}</p>
            )}
            {document.voided && <p className="mt-1 text-sm font-semibold">{t("voided")}</p>}
            <p className="mt-1 text-sm">
              {t("issuedOn", { date: day(document.issuedOn) })}
              {document.validUntil && ` · ${t("validUntil", { date: day(document.validUntil) })}`}
            </p>
            <p className="mt-1 font-semibold tabular-nums">
              {td(`amountBox.${document.kind}`)} {formatYen(locale, document.totalYen)}
            </p>
            <a href={routes.document(document.id, token)} className={textLinkClass({ standalone: true })}>
              {t("download", { number: document.number })}
            </a>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
