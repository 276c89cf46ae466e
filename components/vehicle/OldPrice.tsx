import { getLocale, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/format";

/**
 * The price a 値下げ was made from, struck through. The words before it say what it is, since a screen reader
 * does not read out the line through it.
 */
export async function OldPrice({ yen, className }: { yen: number; className?: string }) {
  const t = await getTranslations("badges");
  const locale = await getLocale();
  return (
    <span data-testid="old-price" className={["block text-muted tabular-nums", className].filter(Boolean).join(" ")}>
      {t("oldPrice")} <s>{formatPrice(locale, yen)}</s>
    </span>
  );
}
