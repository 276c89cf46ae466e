import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { PageHeading } from "@/components/ui/PageHeading";
import { Section } from "@/components/ui/Section";
import { ChangePasswordForm } from "@/components/admin/accounts/PasswordForms";
import { DisplayNameForm } from "@/components/admin/accounts/DisplayNameForm";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { changeOwnName, changePassword } from "@/app/actions/admin-accounts";

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
      <Section id="account-name-title" title={t("nameTitle")} heading="minor" className="mt-6">
        <div className="mt-3">
          <DisplayNameForm action={changeOwnName} name={staff.name} />
        </div>
      </Section>
      <Section id="account-password-title" title={t("passwordTitle")} heading="minor" className="mt-8">
        <ChangePasswordForm action={changePassword} minLength={MIN_PASSWORD_LENGTH} />
      </Section>
    </>
  );
});
