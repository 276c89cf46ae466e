import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ErrorNotice } from "./ErrorNotice";
import { NotFoundMessage } from "./NotFoundMessage";

/** 'Page Not Found: {path}' with the path the visitor asked for, and the two ways on its help names. */
export async function NotFoundContent() {
  const t = await getTranslations("errors");
  return (
    <ErrorNotice
      code={t("notFoundCode")}
      title={t("notFoundTitle")}
      message={<NotFoundMessage />}
      help={t("notFoundHelp")}
    >
      <ButtonLink href={routes.home}>{t("backHome")}</ButtonLink>
      <ButtonLink href={routes.sale()} variant="outline">
        {t("seeCatalogue")}
      </ButtonLink>
    </ErrorNotice>
  );
}
