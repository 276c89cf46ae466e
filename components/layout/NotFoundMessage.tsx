"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

// The path comes from the router: exactly what the visitor asked for, as the browser shows it.
export function NotFoundMessage() {
  const t = useTranslations("errors");
  return t("notFoundMessage", { path: usePathname() });
}
