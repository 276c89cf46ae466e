import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { savedSearchPath, signUpSearch } from "@/lib/alerts/search";
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

/** The address's parts; more than one category segment names no catalogue page. */
async function addressOf({ params, searchParams }: Props) {
  const { locale, kind, category = [] } = await params;
  return {
    locale: localeOf(locale),
    kind,
    category: category.length > 1 ? null : category[0],
    query: await searchParams,
  };
}

// The metadata needs only the search's path, read from the address without the database; the page resolves it.
export const generateMetadata = withErrorMetadata(async (props: Props) => {
  const { locale, kind, category, query } = await addressOf(props);
  const search = category === null ? null : signUpSearch(kind, category, query);
  const t = await getTranslations({ locale, namespace: "savedSearch.form" });
  return pageMetadata({
    locale,
    path: routes.alerts.signUp(search ? savedSearchPath(search) : ""),
    title: t("pageTitle"),
    description: t("lead"),
    noindex: true,
  });
});

export default withErrorPages(async function AlertSignUpPage(props: Props) {
  const { locale, kind, category, query } = await addressOf(props);
  setRequestLocale(locale);
  const search = category === null ? null : await searchToSignUp(kind, category, query, locale);
  if (!search) notFound();
  return <AlertSignUpView search={search} action={saveSearchAlert} />;
});
