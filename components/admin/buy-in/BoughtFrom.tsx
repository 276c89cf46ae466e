import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { textLinkClass } from "@/components/ui/TextLink";

/** On a stock vehicle's editor: the seller's request it was bought from (買取), linked. */
export async function BoughtFrom({ orderN }: { orderN: number }) {
  const t = await getTranslations("admin.buyIn");
  return (
    <p className="mt-4 rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="bought-from">
      {t("boughtFrom")}{" "}
      <Link href={routes.admin.order(orderN)} className={textLinkClass()}>
        {t("requestLink", { n: orderN })}
      </Link>
    </p>
  );
}
