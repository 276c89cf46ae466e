import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { LinePage } from "@/components/line/LinePage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/line">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.line, "line");
}

export default async function Line({ params }: PageProps<"/[locale]/line">) {
  setRequestLocale((await params).locale);
  return <LinePage />;
}
