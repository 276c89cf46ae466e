import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { outboxMail } from "@/lib/mail/outbox-view";
import { formatJapanTime } from "@/lib/format";
import { DefinitionList, type Definition } from "@/components/ui/DefinitionList";
import { PageHeading } from "@/components/ui/PageHeading";
import { TextLink } from "@/components/ui/TextLink";
import { MailStateBadge } from "./MailStateBadge";

type Mail = NonNullable<Awaited<ReturnType<typeof outboxMail>>>;

// The text as the customer's mail program would show it: its own line breaks, in the page's font.
const TEXT = "mt-2 whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-white p-3 font-sans text-sm";

/**
 * One stored mail as the site wrote it: to whom, what kind, where it is, and its subject and text whole, for staff
 * to copy and send themselves when no mail server sends it.
 */
export async function OutboxMailView({ mail, locale }: { mail: Mail; locale: Locale }) {
  const t = await getTranslations("admin.outbox");
  const to = await getTranslations("admin.orders");
  const td = await getTranslations("admin.dashboard");
  const rows: Definition[] = [
    [t("columns.to"), `${td(`mailAudience.${mail.audience}`)} ${mail.toAddress}`],
    [t("columns.kind"), to(`mailKinds.${mail.kind}`)],
    [t("columns.state"), <MailStateBadge key="state" status={mail.status} data-testid="outbox-mail-state" />],
    [t("columns.created"), formatJapanTime(locale, mail.createdAt)],
    ...(mail.sentAt && mail.status === "sent"
      ? [[t("sentAt"), formatJapanTime(locale, mail.sentAt)] as Definition]
      : []),
    ...(mail.orderN === null
      ? []
      : [
          [
            t("columns.order"),
            <TextLink key="order" href={routes.admin.order(mail.orderN)}>
              {mail.orderN}
            </TextLink>,
          ] as Definition,
        ]),
    ...(mail.lastError
      ? [
          [
            t("error"),
            <span key="error" className="break-all">
              {mail.lastError}
            </span>,
          ] as Definition,
        ]
      : []),
  ];
  return (
    <>
      <p>
        <TextLink href={routes.admin.outbox}>{t("back")}</TextLink>
      </p>
      <div className="mt-2">
        <PageHeading title={mail.subject} />
      </div>
      <DefinitionList rows={rows} look="table" className="mt-4 max-w-3xl" />
      <section aria-labelledby="outbox-mail-body" className="mt-6 max-w-3xl">
        <h2 id="outbox-mail-body" className="text-lg font-bold">
          {t("body")}
        </h2>
        {mail.status === "logged" && <p className="mt-1 text-sm text-muted">{t("bodyHint")}</p>}
        <pre className={TEXT} data-testid="outbox-mail-text">
          {mail.text}
        </pre>
        {mail.documentId !== null && <p className="mt-2 text-sm">{t("attachment")}</p>}
      </section>
    </>
  );
}
