import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { firstValue } from "@/lib/http/url-values";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/password-rules";
import { accountOfSetupLink } from "@/lib/admin/accounts";
import { accountSetupMessages } from "@/lib/i18n/client-messages";
import { AccountSetupForm } from "@/components/admin/accounts/PasswordForms";
import { Notice } from "@/components/ui/Notice";
import { setUpAccount } from "@/app/actions/admin-accounts";

type Props = PageProps<"/[locale]/admin/auth/setup">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.account" });
  return { title: t("setupTitle") };
}

// Opened from a one-time link, signed out (proxy.ts lets this path through): the account sets its password.
export default async function AccountSetupPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const token = firstValue((await searchParams).token);
  const account = await accountOfSetupLink(token);
  const t = await getTranslations("admin.account");
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <section className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-black">{t("setupTitle")}</h1>
        {account ? (
          <>
            <p className="mt-2 text-muted">{t("setupLead", { email: account.email })}</p>
            <NextIntlClientProvider messages={accountSetupMessages(await getMessages())}>
              <AccountSetupForm action={setUpAccount} token={token} minLength={MIN_PASSWORD_LENGTH} />
            </NextIntlClientProvider>
          </>
        ) : (
          <Notice tone="error" className="mt-4">
            <p>{t("expired")}</p>
            <p className="mt-2">
              <Link href={routes.admin.auth} className="underline">
                {t("signIn")}
              </Link>
            </p>
          </Notice>
        )}
      </section>
    </main>
  );
}
