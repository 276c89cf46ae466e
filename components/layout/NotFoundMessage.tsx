"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";

// The path comes from the router, not from request headers, so 404 answers can be cached like any page.
export function NotFoundMessage() {
  const t = useTranslations("errors");
  return t("notFoundMessage", { path: usePathname() });
}
