import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: { default: t("title"), template: `%s | ${t("title")}` }, robots: { index: false, follow: false } };
}

// The admin layout. Access is checked in proxy.ts and again by every data-access function and server
// action, never in a layout (layouts do not re-run on navigation).
export default function AdminLayout({ children }: LayoutProps<"/[locale]/admin">) {
  return <div className="min-h-dvh bg-slate-50">{children}</div>;
}
