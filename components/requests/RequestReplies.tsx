import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestStatus } from "@/lib/requests/status-page";
import { formatJapanTimeWithZone } from "@/lib/format";
import { Card } from "@/components/ui/Card";
import { Section } from "@/components/ui/Section";

/** Staff's answers to the request as they were sent, oldest first: the customer's copy of the mail, kept here. */
export async function RequestReplies({ replies, locale }: { replies: RequestStatus["replies"]; locale: Locale }) {
  const t = await getTranslations("requestStatus");
  return (
    <Section id="request-replies" title={t("repliesTitle")} className="mt-8">
      {replies.length === 0 ? (
        <p className="mt-3 text-muted">{t("noReplies")}</p>
      ) : (
        <ol className="mt-3 grid gap-3" data-testid="request-replies">
          {replies.map((reply) => (
            <Card as="li" key={reply.id}>
              <p className="text-sm text-muted">{formatJapanTimeWithZone(locale, reply.createdAt)}</p>
              <h3 className="mt-1 font-bold break-words">{reply.subject}</h3>
              <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed">{reply.body}</p>
            </Card>
          ))}
        </ol>
      )}
    </Section>
  );
}
