import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { ErrorNotice } from "./ErrorNotice";
import { NotFoundMessage } from "./NotFoundMessage";

/** 'Page Not Found: {path}' with the path the visitor asked for and a way back. */
export async function NotFoundContent() {
  const t = await getTranslations("errors");
  return (
    <ErrorNotice
      code={t("notFoundCode")}
      title={t("notFoundTitle")}
      message={<NotFoundMessage />}
      help={t("notFoundHelp")}
    >
      <Link
        href={routes.home}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-bold text-white"
      >
        {t("backHome")}
      </Link>
    </ErrorNotice>
  );
}
