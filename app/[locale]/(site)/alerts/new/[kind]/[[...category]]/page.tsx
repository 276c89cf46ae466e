import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { searchToSignUp } from "@/lib/alerts/store";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { saveSearchAlert } from "@/app/actions/saved-search";
import { AlertSignUpView } from "@/components/alerts/AlertSignUpView";
import { withErrorPages } from "@/components/layout/withErrorPages";

// 新着お知らせメール's sign-up: the catalogue search named by the rest of the address, and the form that saves it.
type Props = {
  params: Promise<{ locale: string; kind: string; category?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function searchOf({ params, searchParams }: Props) {
  const { locale: raw, kind, category = [] } = await params;
  const locale = localeOf(raw);
  const search = category.length > 1 ? null : await searchToSignUp(kind, category[0], await searchParams, locale);
  return { locale, search };
}

export const generateMetadata = withErrorMetadata(async (props: Props) => {
  const { locale, search } = await searchOf(props);
  const t = await getTranslations({ locale, namespace: "savedSearch.form" });
  return pageMetadata({
    locale,
    path: routes.alerts.signUp(search?.path ?? ""),
    title: t("pageTitle"),
    description: t("lead"),
    noindex: true,
  });
});

export default withErrorPages(async function AlertSignUpPage(props: Props) {
  const { locale, search } = await searchOf(props);
  setRequestLocale(locale);
  if (!search) notFound();
  return <AlertSignUpView search={search} action={saveSearchAlert} />;
});
