import { getTranslations } from "next-intl/server";
import type { failedMail } from "@/lib/mail/outbox";
import { ListTable, type Column } from "./list/ListTable";
import { MailRecipient } from "./mail/MailRecipient";

type Mail = Awaited<ReturnType<typeof failedMail>>[number];

/** Mail the outbox gave up on (the page reads it): staff must reach these customers another way. */
export async function FailedMailList({ mails }: { mails: Mail[] }) {
  const t = await getTranslations("admin.dashboard");
  const columns: Column<Mail>[] = [
    { key: "order", label: t("mailOrder"), numeric: true, cell: (mail) => mail.orderN ?? "-" },
    {
      key: "to",
      label: t("mailTo"),
      cell: (mail) => <MailRecipient audience={mail.audience} address={mail.toAddress} />,
    },
    { key: "subject", label: t("mailSubject"), cell: (mail) => mail.subject },
    { key: "attempts", label: t("mailAttempts"), numeric: true, cell: (mail) => mail.attempts },
    {
      key: "error",
      label: t("mailError"),
      cell: (mail) => <span className="break-all text-red-800">{mail.lastError}</span>,
    },
  ];
  return (
    <section aria-labelledby="failed-mail" className="mt-8">
      <h2 id="failed-mail" className="text-lg font-bold">
        {t("mailFailedTitle")}
      </h2>
      {mails.length > 0 && <p className="mt-2 text-muted">{t("mailFailedLead")}</p>}
      <ListTable columns={columns} rows={mails} rowKey={(mail) => mail.id} empty={t("mailFailedNone")} />
    </section>
  );
}
