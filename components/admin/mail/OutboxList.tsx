import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { outboxMails } from "@/lib/mail/outbox-view";
import { formatJapanTime } from "@/lib/format";
import { TextLink } from "@/components/ui/TextLink";
import { AdminList } from "../list/AdminList";
import { MailStateBadge } from "./MailStateBadge";
import { MailRecipient } from "./MailRecipient";

type Listed = Awaited<ReturnType<typeof outboxMails>>;

/** The outbox (送信箱): every mail the site has written, newest first, each opening to its text. */
export async function OutboxList({
  q,
  page,
  result,
  locale,
}: {
  q: string;
  page: number;
  result: Listed;
  locale: Locale;
}) {
  const t = await getTranslations("admin.outbox");
  const to = await getTranslations("admin.orders");
  return (
    <AdminList
      title={t("title")}
      lead={<p className="mt-2 max-w-3xl text-muted">{t("lead")}</p>}
      search={{ label: t("search"), q }}
      pathname={routes.admin.outbox}
      page={page}
      result={result}
      empty={t("empty")}
      columns={() => [
        { key: "created", label: t("columns.created"), cell: (mail) => formatJapanTime(locale, mail.createdAt) },
        {
          key: "subject",
          label: t("columns.subject"),
          cell: (mail) => <TextLink href={routes.admin.outboxMail(mail.id)}>{mail.subject}</TextLink>,
        },
        {
          key: "to",
          label: t("columns.to"),
          cell: (mail) => <MailRecipient audience={mail.audience} address={mail.toAddress} />,
        },
        { key: "kind", label: t("columns.kind"), cell: (mail) => to(`mailKinds.${mail.kind}`) },
        { key: "state", label: t("columns.state"), cell: (mail) => <MailStateBadge status={mail.status} /> },
        {
          key: "order",
          label: t("columns.order"),
          numeric: true,
          cell: (mail) =>
            mail.orderN === null ? "-" : <TextLink href={routes.admin.order(mail.orderN)}>{mail.orderN}</TextLink>,
        },
      ]}
    />
  );
}
