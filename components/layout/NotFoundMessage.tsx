"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { readablePath } from "@/lib/http/path-encoding";

// The path comes from the router: exactly what the visitor asked for, decoded as the address bar shows it.
export function NotFoundMessage() {
  const t = useTranslations("errors");
  return t("notFoundMessage", { path: readablePath(usePathname()) });
}
