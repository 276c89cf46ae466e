import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { readListQuery } from "@/lib/admin/fields";
import { outboxMails } from "@/lib/mail/outbox-view";
import { OutboxList } from "@/components/admin/mail/OutboxList";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/admin/mail">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.outbox" });
  return { title: t("title") };
}

export default withErrorPages(async function OutboxPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const { q, page } = readListQuery(await searchParams);
  return <OutboxList q={q} page={page} result={await outboxMails(staff, q, page)} locale={locale} />;
});
