import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { OverduePayment } from "@/lib/deals/deals";
import { formatYen } from "@/lib/format";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";

/** The dashboard's money past its day: each deal, whose it is, how much and for how long; nothing when none is late. */
export async function OverduePayments({ rows, locale }: { rows: OverduePayment[]; locale: Locale }) {
  const t = await getTranslations("admin.dashboard");
  if (rows.length === 0) return null;
  return (
    <Section id="dashboard-overdue-payments" title={t("overduePayments")} heading="minor" className="mt-8">
      <ul className="mt-3 grid gap-2" data-testid="overdue-payments">
        {rows.map((row) => (
          <li
            key={row.dealId}
            className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-lg border border-red-700 bg-white p-3"
          >
            <Link href={routes.admin.deal(row.dealId)} className={textLinkClass()}>
              {t("overdueDeal", { id: row.dealId, n: row.orderN })}
            </Link>
            <span>
              {row.customer.lastName} {row.customer.firstName}
              {row.customer.companyName && ` / ${row.customer.companyName}`}
            </span>
            <strong className="tabular-nums">{formatYen(locale, row.overdueYen)}</strong>
            <span className="text-sm text-muted">{t("overdueDays", { days: row.daysOverdue })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
