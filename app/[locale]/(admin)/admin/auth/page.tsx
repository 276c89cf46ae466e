import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/layout/LanguageSwitch";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.auth");
  return { title: t("title") };
}

export default async function AdminAuthPage() {
  const t = await getTranslations("admin.auth");
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <section className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm">
        <div className="flex justify-end text-brand-800">
          <LanguageSwitch />
        </div>
        <h1 className="text-2xl font-black">{t("title")}</h1>
        <p className="mt-2 text-muted">{t("lead")}</p>
      </section>
    </main>
  );
}
