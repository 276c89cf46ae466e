import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { siteOrigin } from "@/lib/seo/site";
import { breadcrumbData, type Crumb } from "@/lib/seo/structured-data";
import { JsonLd } from "./JsonLd";

/** The trail from the home page to this one, for visitors and, as a BreadcrumbList, for search engines. */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations("nav");
  const locale = await getLocale();
  const trail = [{ name: t("home"), path: routes.home }, ...crumbs];
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap gap-x-2 text-muted">
        {trail.map((crumb, index) =>
          index < trail.length - 1 && crumb.path !== undefined ? (
            <li key={index}>
              <Link href={crumb.path} className="underline">
                {crumb.name}
              </Link>{" "}
              ›
            </li>
          ) : (
            <li key={index} aria-current="page" className="text-ink">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbData(trail, locale, siteOrigin())} />
    </nav>
  );
}
