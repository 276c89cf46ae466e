import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { mailServerIsSet } from "@/lib/mail/state";
import { TextLink } from "@/components/ui/TextLink";

/**
 * Over every staff screen while no mail server is set: nothing the site writes reaches anyone, and staff must know
 * it before they tell a customer "we have mailed you".
 */
export async function MailServerNotice() {
  if (mailServerIsSet()) return null;
  const t = await getTranslations("admin.outbox");
  return (
    <div className="notice notice-info mb-4" data-testid="mail-server-notice">
      <p>
        {t("noServer")} <TextLink href={routes.admin.outbox}>{t("noServerLink")}</TextLink>
      </p>
    </div>
  );
}
