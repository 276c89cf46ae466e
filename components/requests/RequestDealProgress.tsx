import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { StepState } from "@/lib/deals/progress";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { Badge, type BadgeTone } from "@/components/ui/Badge";
import { Section } from "@/components/ui/Section";
import { cn } from "@/components/ui/cn";

const TONE: Record<StepState["state"], BadgeTone> = { done: "brand", next: "accent", later: "outline" };

/**
 * Where the customer's order stands, from the order to delivery: each step done with its day, the one that comes
 * next with what to pay by when (or the day planned), and what follows. A plain list, readable on a phone and
 * without scripts; drawn once the deal has its 注文書.
 */
export async function RequestDealProgress({ steps, locale }: { steps: StepState[] | null; locale: Locale }) {
  const t = await getTranslations("requestStatus.deal");
  if (!steps) return null;
  const day = (date: string) => formatCalendarDate(locale, date, "full");
  const detail = (step: StepState): string | null => {
    if (step.amountYen !== undefined)
      return step.state === "done"
        ? t("paid")
        : step.on && t("due", { date: day(step.on), amount: formatYen(locale, step.amountYen) });
    // The carrier's name as staff wrote it, in any language.
    const carrier = step.carrier ?? "";
    if (!step.on) return carrier || null;
    const when = step.state === "done" ? day(step.on) : t("planned", { date: day(step.on) });
    return carrier ? `${when} · ${carrier}` : when;
  };
  return (
    <Section id="request-deal" title={t("title")} className="mt-8">
      <ol className="mt-3 grid gap-2" data-testid="request-deal-progress">
        {steps.map((step) => (
          <li
            key={step.step}
            data-state={step.state}
            className={cn(
              "flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border p-3",
              step.state === "next" ? "border-accent-600 bg-white" : "border-slate-200",
            )}
          >
            <Badge tone={TONE[step.state]}>{t(`states.${step.state}`)}</Badge>
            <span className="font-bold">{t(`steps.${step.step}`)}</span>
            <span className="text-sm tabular-nums">{detail(step)}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
