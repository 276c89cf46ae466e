"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import {
  BUILD_CHECK_INTERVAL_MS,
  fetchLatestBuild,
  isChunkLoadError,
  LOADED_BUILD_ID,
  reloadOnce,
} from "@/lib/client/build-updates";
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";

/**
 * Keeps an open tab in step with the server's build: checks every few minutes and whenever the tab comes
 * back into view; once a newer build is out, offers a reload and makes the next link a full page load, so
 * no click asks for code that is gone. A part of the app that fails to load reloads the page once.
 */
export function BuildWatcher() {
  const t = useTranslations("build");
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const check = async () => {
      const latest = await fetchLatestBuild();
      if (latest && LOADED_BUILD_ID && latest.id !== LOADED_BUILD_ID) setOutdated(true);
    };
    const onVisible = () => document.visibilityState === "visible" && void check();
    const onRejection = (event: PromiseRejectionEvent) => isChunkLoadError(event.reason) && reloadOnce();
    const onError = (event: ErrorEvent | Event) => {
      const failedScript = event.target instanceof HTMLScriptElement && event.target.src.includes("/_next/");
      if (failedScript || ("error" in event && isChunkLoadError(event.error))) reloadOnce();
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("error", onError, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("error", onError, true);
    };
  }, []);

  useEffect(() => {
    if (!outdated) return;
    // Before the router sees the click: the browser follows the link itself, loading the new build.
    const fullLoad = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        link instanceof HTMLAnchorElement &&
        link.origin === window.location.origin &&
        !link.target &&
        !link.hasAttribute("download")
      )
        event.stopPropagation();
    };
    document.addEventListener("click", fullLoad, true);
    return () => document.removeEventListener("click", fullLoad, true);
  }, [outdated]);

  if (!outdated) return null;
  return (
    <div
      role="status"
      className={cn(
        "fixed inset-x-2 bottom-20 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3",
        "rounded-lg bg-ink p-3 text-sm text-white shadow-lg pc:bottom-4",
      )}
    >
      <p className="flex-1">{t("updated")}</p>
      <Button variant="inverse" onClick={() => window.location.reload()}>
        {t("reload")}
      </Button>
    </div>
  );
}
