// The two pages a saved search's mails link to, /alerts/confirm and /alerts/unsubscribe, the same but for what
// their button does. The token in the address names the search; the page only shows it until the button is pressed.
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import type { Action } from "@/lib/actions/result";
import { TOKEN_PATTERN } from "@/lib/alerts/search";
import { searchForToken } from "@/lib/alerts/store";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { AlertLinkView } from "@/components/alerts/AlertLinkView";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function alertLinkRoute(mode: "confirm" | "unsubscribe", action: Action<null>) {
  return {
    generateMetadata: withErrorMetadata(async ({ params }: Props) => {
      const locale = localeOf((await params).locale);
      const t = await getTranslations({ locale, namespace: `savedSearch.${mode}` });
      return pageMetadata({
        locale,
        path: routes.alerts[mode],
        title: t("title"),
        description: t("lead"),
        noindex: true,
      });
    }),
    Page: withErrorPages(async function AlertLinkPage({ params, searchParams }: Props) {
      const locale = localeOf((await params).locale);
      setRequestLocale(locale);
      const raw = (await searchParams).token;
      const token = typeof raw === "string" && TOKEN_PATTERN.test(raw) ? raw : "";
      const search = token ? await searchForToken(token, locale) : null;
      return <AlertLinkView mode={mode} token={token} search={search} action={action} />;
    }),
  };
}
