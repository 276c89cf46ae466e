import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

type Props = { pathname: string; query: Record<string, string>; page: number; pageCount: number };

/** Previous / next for a staff list, keeping its filters; page 1 has no page parameter. */
export async function AdminPager({ pathname, query, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("admin.common");
  const at = (target: number) => ({ pathname, query: { ...query, ...(target > 1 && { page: String(target) }) } });
  return (
    <nav aria-label={t("pagination")} className="mt-4 flex items-center gap-4">
      {page > 1 && (
        <Link href={at(page - 1)} className="inline-flex min-h-11 items-center underline">
          {t("previous")}
        </Link>
      )}
      <span className="text-sm text-muted">{t("pages", { page, pageCount })}</span>
      {page < pageCount && (
        <Link href={at(page + 1)} className="inline-flex min-h-11 items-center underline">
          {t("next")}
        </Link>
      )}
    </nav>
  );
}
