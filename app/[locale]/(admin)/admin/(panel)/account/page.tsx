import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { PageHeading } from "@/components/ui/PageHeading";
import { ChangePasswordForm } from "@/components/admin/accounts/PasswordForms";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { changePassword } from "@/app/actions/admin-accounts";

type Props = PageProps<"/[locale]/admin/account">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.account" });
  return { title: t("title") };
}

export default withErrorPages(async function AccountPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const t = await getTranslations("admin.account");
  return (
    <>
      <PageHeading title={t("title")} lead={t("lead", { email: staff.email })} />
      <ChangePasswordForm action={changePassword} minLength={MIN_PASSWORD_LENGTH} />
    </>
  );
});
