import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { CustomerEvent } from "@/lib/customers/customers";
import { formatJapanTime } from "@/lib/format";

/** Every request, note and mail of one customer, oldest first, each naming its request. */
export async function CustomerTimeline({ timeline, locale }: { timeline: CustomerEvent[]; locale: Locale }) {
  const t = await getTranslations("admin.customers");
  const to = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const tm = await getTranslations("admin.dashboard");
  const say = (event: CustomerEvent) => {
    switch (event.kind) {
      case "request":
        return t("event.request", { type: tf(`requestTypes.${event.request.type}`) });
      case "note":
        return t("event.note", { author: event.note.authorName || to("earlierNotes") });
      case "mail":
        return t("event.mail", {
          kind: to(`mailKinds.${event.mail.kind}`),
          status: to(`mailStatus.${event.mail.status}`),
        });
    }
  };
  const keyOf = (event: CustomerEvent) =>
    `${event.kind}-${event.kind === "note" ? event.note.id : event.kind === "mail" ? event.mail.id : event.n}`;
  return (
    <section aria-labelledby="customer-timeline">
      <h2 id="customer-timeline" className="font-bold">
        {t("timeline")}
      </h2>
      <ol className="mt-2 grid gap-2 text-sm" data-testid="customer-timeline">
        {timeline.map((event) => (
          <li key={keyOf(event)} className="rounded-md border border-slate-200 bg-white p-3">
            <p className="text-xs text-muted">
              {formatJapanTime(locale, event.at)} ·{" "}
              <Link href={routes.admin.order(event.n)} className="underline">
                {to("detailTitle", { n: event.n })}
              </Link>
            </p>
            <p className="font-semibold">{say(event)}</p>
            {event.kind === "note" && <p className="mt-1 whitespace-pre-wrap break-words">{event.note.body}</p>}
            {event.kind === "mail" && (
              <p className="break-all text-muted">
                {tm(`mailAudience.${event.mail.audience}`)} · {t("mailTo", { to: event.mail.toAddress })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
