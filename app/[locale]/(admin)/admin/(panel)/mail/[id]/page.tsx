import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { parseId } from "@/lib/http/url-values";
import { requireStaff } from "@/lib/auth/staff";
import { outboxMail } from "@/lib/mail/outbox-view";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { OutboxMailView } from "@/components/admin/mail/OutboxMailView";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/admin/mail/[id]">;

const loadMail = cache(async (locale: Locale, id: string) => {
  const staff = await requireStaff(locale);
  const mailId = parseId(id);
  const mail = mailId === null ? null : await outboxMail(staff, mailId);
  if (!mail) notFound();
  return mail;
});

export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const mail = await loadMail(locale, id);
  const t = await getTranslations({ locale, namespace: "admin.outbox" });
  return { title: t("mailTitle", { id: mail.id }) };
});

export default withErrorPages(async function OutboxMailPage({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  return <OutboxMailView mail={await loadMail(locale, id)} locale={locale} />;
});
