import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { LinePage } from "@/components/line/LinePage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { localeOf } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/line">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.line, "line");
}

export default async function Line({ params }: PageProps<"/[locale]/line">) {
  setRequestLocale(localeOf((await params).locale));
  return <LinePage />;
}
