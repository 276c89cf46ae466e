import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { followUpState, isoDateOf } from "@/lib/admin/follow-up";
import type { ORDER_STATUSES } from "@/lib/admin/orders";
import { formatCalendarDate } from "@/lib/format";
import { Badge } from "@/components/ui/Badge";

/**
 * A request's follow-up date with where it stands on Japan's day `today`: 今日の対応, or 期限切れ（3日） in red; a
 * settled request shows its date alone.
 */
export async function FollowUpMark({
  followUpOn,
  status,
  today,
  locale,
}: {
  followUpOn: Date | null;
  status: (typeof ORDER_STATUSES)[number];
  today: string;
  locale: Locale;
}) {
  const t = await getTranslations("admin.orders");
  const date = isoDateOf(followUpOn);
  if (!date) return <>-</>;
  const state = followUpState(date, status, today);
  return (
    <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
      <time dateTime={date}>{formatCalendarDate(locale, date, "long")}</time>
      {state?.due === "today" && (
        <Badge tone="accent" data-testid="due-today">
          {t("dueToday")}
        </Badge>
      )}
      {state?.due === "overdue" && (
        <Badge tone="danger" data-testid="overdue">
          {t("overdue", { days: state.days })}
        </Badge>
      )}
    </span>
  );
}
