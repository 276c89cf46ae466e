import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requirePermission } from "@/lib/auth/staff";
import { assignableAccounts, getAssignmentRule } from "@/lib/admin/assignment-rule";
import { AssignmentRulePage } from "@/components/admin/AssignmentRulePage";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { saveAssignment } from "@/app/_routes/staff-actions";

type Props = PageProps<"/[locale]/admin/assignment">;

// Owners only: staff are told they have no access, in the title too (403).
export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const locale = localeOf((await params).locale);
  await requirePermission(locale, "manageAssignment");
  const t = await getTranslations({ locale, namespace: "admin.assignment" });
  return { title: t("title") };
});

export default withErrorPages(async function AssignmentPage({ params }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requirePermission(locale, "manageAssignment");
  const [rule, accounts] = await Promise.all([getAssignmentRule(staff), assignableAccounts(staff)]);
  return <AssignmentRulePage rule={rule} accounts={accounts} action={saveAssignment} />;
});
