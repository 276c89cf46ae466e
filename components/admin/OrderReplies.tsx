import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { getOrder } from "@/lib/admin/order-inbox";
import type { templatesFor } from "@/lib/admin/reply-templates";
import type { Action } from "@/lib/actions/result";
import { formatJapanTime } from "@/lib/format";
import { Button } from "@/components/ui/Button";
import { inputClass } from "@/components/forms/Field";
import { ReplyComposer } from "./ReplyComposer";
import { RetryMailButton } from "./RetryMailButton";
import { MailStateBadge } from "./mail/MailStateBadge";
import { mailServerIsSet } from "@/lib/mail/state";

type Order = NonNullable<Awaited<ReturnType<typeof getOrder>>>;

export type ReplyActions = {
  reply: Action<{ id: number; version: number }>;
  retryMail: Action<object>;
};

// An SMTP answer can run to paragraphs; its first words say what went wrong.
const LONGEST_ERROR = 200;
const summary = (error: string) => (error.length > LONGEST_ERROR ? `${error.slice(0, LONGEST_ERROR)}…` : error);

/**
 * Staff's answers to the request, each with its mail's delivery state (a failed one with what the mail server said
 * and a button to try again), then the reply being written: a template picked with a plain GET form (the page
 * fills it in on the server, so it works without scripts) and the reply's own form.
 */
export async function OrderReplies({
  order,
  templates,
  templateId,
  draft,
  locale,
  actions,
}: {
  order: Order;
  /** The templates that fit the request (templatesFor), the one shown first. */
  templates: Awaited<ReturnType<typeof templatesFor>>;
  templateId: number | null;
  draft: { subject: string; body: string; followUpOn: string };
  locale: Locale;
  actions: ReplyActions;
}) {
  const t = await getTranslations("admin.orders");
  const tc = await getTranslations("admin.common");
  return (
    <section aria-labelledby="order-replies" className="grid content-start gap-3">
      <h2 id="order-replies" className="font-bold">
        {t("replies")}
      </h2>
      {order.replies.length === 0 ? (
        <p className="text-sm text-muted">{t("noReplies")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="order-replies">
          {order.replies.map((reply) => (
            <li key={reply.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                {t("noteMeta", { author: reply.authorName, time: formatJapanTime(locale, reply.createdAt) })}
                {reply.mail && <MailStateBadge status={reply.mail.status} data-testid="reply-state" />}
              </p>
              <p className="mt-1 font-semibold break-words">{reply.subject}</p>
              <p className="mt-1 whitespace-pre-wrap break-words">{reply.body}</p>
              {reply.mail?.status === "failed" && (
                <div className="mt-2 grid gap-2">
                  {reply.mail.lastError && <p className="break-all text-red-800">{summary(reply.mail.lastError)}</p>}
                  <RetryMailButton n={order.n} mailId={reply.mail.id} action={actions.retryMail} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <h3 className="mt-2 text-sm font-semibold">{t("writeReply")}</h3>
      {templates.length === 0 ? (
        <p className="text-sm text-muted">{t("noTemplates")}</p>
      ) : (
        <form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="reply-template" className="text-sm font-semibold">
              {t("template")}
            </label>
            <select id="reply-template" name="template" defaultValue={templateId ?? undefined} className={inputClass}>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {t("templateOption", { name: template.name, language: tc(`languages.${template.locale}`) })}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t("useTemplate")}
          </Button>
        </form>
      )}
      {/* Drawn anew for each template, so the fields show what it filled in rather than what was typed before. */}
      <ReplyComposer
        key={templateId ?? "blank"}
        n={order.n}
        version={order.version}
        draft={draft}
        action={actions.reply}
        mailServer={mailServerIsSet()}
      />
    </section>
  );
}

/** The request's mails that could not be sent, above everything else on its page: nobody should miss them. */
export async function FailedMailNotice({ order, retry }: { order: Order; retry: Action<object> }) {
  const failed = order.mails.filter((mail) => mail.status === "failed");
  if (failed.length === 0) return null;
  const t = await getTranslations("admin.orders");
  const tm = await getTranslations("admin.dashboard");
  return (
    <section
      aria-labelledby="order-failed-mail"
      className="mt-4 rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900"
      data-testid="order-failed-mail"
    >
      <h2 id="order-failed-mail" className="font-bold">
        {t("failedMailTitle", { count: failed.length })}
      </h2>
      <ul className="mt-2 grid gap-2">
        {failed.map((mail) => (
          <li key={mail.id} className="grid gap-1">
            <p>
              {t(`mailKinds.${mail.kind}`)} · {tm(`mailAudience.${mail.audience}`)} · {mail.subject}
            </p>
            {mail.lastError && <p className="break-all">{summary(mail.lastError)}</p>}
            <RetryMailButton n={order.n} mailId={mail.id} action={retry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
