import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FailedMailList } from "@/components/admin/FailedMailList";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.dashboard");
  return { title: t("title") };
}

export default async function AdminDashboard() {
  const t = await getTranslations("admin.dashboard");
  return (
    <>
      <h1 className="text-2xl font-black">{t("title")}</h1>
      <p className="mt-2 text-muted">{t("lead")}</p>
      <FailedMailList />
    </>
  );
}
