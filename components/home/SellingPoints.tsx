import { getTranslations } from "next-intl/server";
import { HomeSection } from "./HomeSection";

const POINTS = ["selection", "condition", "line", "blog"] as const;

export async function SellingPoints() {
  const t = await getTranslations("home");
  return (
    <HomeSection id="points-title" title={t("pointsTitle")}>
      <ul className="mt-5 grid gap-4 pc:grid-cols-4">
        {POINTS.map((point, index) => (
          <li key={point} className="rounded-lg border border-slate-200 bg-brand-50 p-4">
            <p className="text-sm font-black text-brand-600" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-1 font-bold">{t(`points.${point}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`points.${point}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
