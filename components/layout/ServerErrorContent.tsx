import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { ErrorNotice } from "./ErrorNotice";

/** 'Internal Server Error' as the server draws it: what happened and a way on, never the cause. */
export async function ServerErrorContent() {
  const t = await getTranslations("errors");
  return (
    <ErrorNotice code="500" title={t("serverErrorTitle")} message={t("serverErrorHeading")} help={t("serverErrorHelp")}>
      <Link
        href={routes.home}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-bold text-white"
      >
        {t("backHome")}
      </Link>
    </ErrorNotice>
  );
}
