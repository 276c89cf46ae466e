import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { DealDocumentRow } from "@/lib/deals/deals";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Badge } from "@/components/ui/Badge";
import { MailStateBadge } from "@/components/admin/mail/MailStateBadge";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";

/**
 * The documents issued for a deal, newest first: number, dates, amount due, who issued it, its mail's state, the
 * quote it replaces or that replaced it, and its PDF as it was issued. The PDF is a plain link to the download
 * route (the staff session opens it), outside the language prefix.
 */
export async function DealDocumentList({ documents, locale }: { documents: DealDocumentRow[]; locale: Locale }) {
  const t = await getTranslations("admin.deals");
  const td = await getTranslations("documents");
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  return (
    <Section id="deal-documents" title={t("documentsTitle")} heading="minor">
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("noDocuments")}</p>
      ) : (
        <ol className="mt-3 grid gap-2" data-testid="deal-documents">
          {documents.map((document) => {
            return (
              <li key={document.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-bold">
                    {t("documentName", { kind: td(`kinds.${document.kind}`), number: document.number })}
                  </span>
                  {document.mailStatus && <MailStateBadge status={document.mailStatus} data-testid="document-mail" />}
                  {document.voided && <Badge tone="danger">{t("voided")}</Badge>}
                  {document.replacedBy && (
                    <Badge tone="outline">{t("replacedBy", { number: document.replacedBy })}</Badge>
                  )}
                </p>
                <p className="mt-1">
                  {t("issuedOn", { date: day(document.issuedOn) })}
                  {document.validUntil && ` · ${t("validUntil", { date: day(document.validUntil) })}`}
                </p>
                <p className="tabular-nums">
                  {td(`amountBox.${document.kind}`)} {formatYen(locale, document.totalYen)}
                </p>
                <p className="text-xs text-muted">
                  {t("issuedBy", { name: document.issuedByName })}
                  {document.replaces && ` · ${t("replaces", { number: document.replaces })}`}
                </p>
                <a
                  href={routes.document(document.id)}
                  className={textLinkClass({ standalone: true })}
                  aria-label={t("downloadNamed", { number: document.number })}
                >
                  {t("download")}
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
