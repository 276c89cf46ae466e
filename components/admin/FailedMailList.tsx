import { getTranslations } from "next-intl/server";
import type { failedMail } from "@/lib/mail/outbox";

/** Mail the outbox gave up on (the page reads it): staff must reach these customers another way. */
export async function FailedMailList({ mails }: { mails: Awaited<ReturnType<typeof failedMail>> }) {
  const t = await getTranslations("admin.dashboard");
  return (
    <section aria-labelledby="failed-mail" className="mt-8">
      <h2 id="failed-mail" className="text-lg font-bold">
        {t("mailFailedTitle")}
      </h2>
      {mails.length === 0 ? (
        <p className="mt-2 text-muted">{t("mailFailedNone")}</p>
      ) : (
        <>
          <p className="mt-2 text-muted">{t("mailFailedLead")}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th className="p-2">{t("mailOrder")}</th>
                  <th className="p-2">{t("mailTo")}</th>
                  <th className="p-2">{t("mailSubject")}</th>
                  <th className="p-2">{t("mailAttempts")}</th>
                  <th className="p-2">{t("mailError")}</th>
                </tr>
              </thead>
              <tbody>
                {mails.map((mail) => (
                  <tr key={mail.id} className="border-b border-slate-200 align-top">
                    <td className="p-2 tabular-nums">{mail.orderN ?? "-"}</td>
                    <td className="p-2">
                      {t(`mailAudience.${mail.audience}`)}
                      <br />
                      <span className="break-all">{mail.toAddress}</span>
                    </td>
                    <td className="p-2">{mail.subject}</td>
                    <td className="p-2 tabular-nums">{mail.attempts}</td>
                    <td className="p-2 break-all text-red-800">{mail.lastError}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
