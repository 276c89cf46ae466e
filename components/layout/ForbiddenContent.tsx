import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ErrorNotice } from "./ErrorNotice";

/** For a staff member whose role may not open the page: that they have no access, not that it does not exist. */
export async function ForbiddenContent() {
  const t = await getTranslations("errors");
  return (
    <ErrorNotice
      code={t("forbiddenCode")}
      title={t("forbiddenTitle")}
      message={t("forbiddenMessage")}
      help={t("forbiddenHelp")}
    >
      <ButtonLink href={routes.admin.home}>{t("backToStaffHome")}</ButtonLink>
    </ErrorNotice>
  );
}
