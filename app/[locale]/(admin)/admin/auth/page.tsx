import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";
import { SignInForm, type SignInNotice } from "@/components/admin/SignInForm";
import { localeOf } from "@/lib/i18n/locales";
import { firstValue, parseId } from "@/lib/http/url-values";
import { signInMessages } from "@/lib/i18n/client-messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/auth">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.auth" });
  return { title: t("title") };
}

export default async function AdminAuthPage({ params, searchParams }: PageProps<"/[locale]/admin/auth">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations("admin.auth");
  const notice: SignInNotice =
    query.error === "invalid" || query.error === "throttled" || query.error === "busy" || query.error === "disabled"
      ? query.error
      : query.signedOut === "1"
        ? "signedOut"
        : null;
  const retryAfterMinutes = Math.min(60, parseId(firstValue(query.retryAfterMinutes)) ?? 15);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <section className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm">
        <div className="flex justify-end text-brand-800">
          <LanguageSwitch />
        </div>
        <h1 className="text-2xl font-black">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("lead")}</p>
        <NextIntlClientProvider messages={signInMessages(await getMessages())}>
          <SignInForm locale={locale} notice={notice} retryAfterMinutes={retryAfterMinutes} />
        </NextIntlClientProvider>
      </section>
    </main>
  );
}
