import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requirePermission } from "@/lib/auth/staff";
import { listStaffAccounts } from "@/lib/admin/accounts";
import { StaffAccountList } from "@/components/admin/accounts/StaffAccountList";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { staffAccountActions } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/staff">;

// Owners only: staff are told they have no access, in the title too (403).
export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const locale = localeOf((await params).locale);
  await requirePermission(locale, "manageAccounts");
  const t = await getTranslations({ locale, namespace: "admin.staff" });
  return { title: t("title") };
});

export default withErrorPages(async function StaffAccountsPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requirePermission(locale, "manageAccounts");
  return (
    <StaffAccountList
      accounts={await listStaffAccounts(staff)}
      selfId={staff.userId}
      locale={locale}
      actions={staffAccountActions}
    />
  );
});
