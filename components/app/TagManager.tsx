"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
// The look only: Button's module brings the router's Link along, which this bar (on every page) does not need.
import { Button } from "@/components/ui/Button";
import { cn } from "@/components/ui/cn";

const CONSENT_KEY = "analytics-consent";
const CHOICE_EVENT = "analytics-consent-change";
const SCRIPT_ID = "tag-manager";
type Choice = "granted" | "denied";

// The choice lives in this browser's storage: unknown (undefined) while rendering on the server, so the
// bar appears only once the browser has said there is no choice yet.
function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHOICE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHOICE_EVENT, onChange);
  };
}
function storedChoice(): Choice | null {
  const stored = localStorage.getItem(CONSENT_KEY);
  return stored === "granted" || stored === "denied" ? stored : null;
}

// Added by the page's own (nonce-trusted) script, so the policy's 'strict-dynamic' lets it run; async, after
// the page is interactive, so it never holds up rendering.
function loadTagManager(containerId: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

/**
 * Google Tag Manager, rendered only when GTM_ID is configured, and loaded only after the visitor agrees to
 * analytics cookies. The choice is remembered in this browser; until it is made, a bar asks for it.
 */
export function TagManager({ containerId }: { containerId: string }) {
  const t = useTranslations("consent");
  const choice = useSyncExternalStore(subscribe, storedChoice, () => undefined);

  useEffect(() => {
    if (choice === "granted") loadTagManager(containerId);
  }, [choice, containerId]);

  const decide = (value: Choice) => {
    localStorage.setItem(CONSENT_KEY, value);
    window.dispatchEvent(new Event(CHOICE_EVENT));
  };

  if (choice !== null) return null;
  return (
    <section
      aria-label={t("label")}
      className={cn(
        "fixed inset-x-2 bottom-20 z-40 mx-auto max-w-2xl",
        "rounded-lg border border-slate-300 bg-white p-4 text-sm shadow-lg pc:bottom-4",
      )}
    >
      <p>{t("text")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => decide("granted")}>{t("accept")}</Button>
        <Button variant="secondary" onClick={() => decide("denied")}>
          {t("decline")}
        </Button>
      </div>
    </section>
  );
}
