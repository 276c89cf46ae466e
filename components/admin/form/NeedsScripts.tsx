"use client";

import { useTranslations } from "next-intl";
import { Notice } from "@/components/ui/Notice";
import { useScripted } from "@/components/ui/use-scripted";

/**
 * Said where a file is chosen: files are sent by script (one at a time, with progress), so without one the
 * control is disabled and says why instead of doing nothing.
 */
export function NeedsScripts({ className }: { className?: string }) {
  const t = useTranslations("admin.common");
  return useScripted() ? null : (
    <Notice tone="info" className={className}>
      {t("needsScripts")}
    </Notice>
  );
}
