import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ErrorNotice } from "./ErrorNotice";

/** 'Internal Server Error' as the server draws it: what happened and a way on, never the cause. */
export async function ServerErrorContent() {
  const t = await getTranslations("errors");
  return (
    <ErrorNotice code="500" title={t("serverErrorTitle")} message={t("serverErrorHeading")} help={t("serverErrorHelp")}>
      <ButtonLink href={routes.home}>{t("backHome")}</ButtonLink>
    </ErrorNotice>
  );
}
