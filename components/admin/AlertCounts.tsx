import { getTranslations } from "next-intl/server";
import { ALERT_RULES } from "@/lib/alerts/rules";
import { Section } from "@/components/ui/Section";

/** How many saved searches are mailed, and how many wait for their address to be confirmed. */
export async function AlertCounts({ counts }: { counts: { active: number; pending: number } }) {
  const t = await getTranslations("alerts.dashboard");
  return (
    <Section id="dashboard-alerts" title={t("title")} heading="minor" className="mt-8">
      <dl className="mt-3 grid grid-cols-2 gap-3 pc:max-w-md">
        {(["active", "pending"] as const).map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-muted">{t(key)}</dt>
            <dd className="text-2xl font-black tabular-nums" data-testid={`alerts-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">{t("note", { days: ALERT_RULES.confirmDays })}</p>
    </Section>
  );
}
