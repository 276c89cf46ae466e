import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { getDashboard } from "@/lib/admin/dashboard";
import { failedMail } from "@/lib/mail/outbox";
import { Dashboard } from "@/components/admin/Dashboard";
import { FailedMailList } from "@/components/admin/FailedMailList";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.dashboard" });
  return { title: t("title") };
}

export default withErrorPages(async function AdminDashboard({ params }: PageProps<"/[locale]/admin">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  return (
    <>
      <Dashboard data={await getDashboard(staff)} locale={locale} />
      <FailedMailList mails={await failedMail(staff)} />
    </>
  );
});
