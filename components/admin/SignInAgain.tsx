"use client";

import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useDialogs } from "@/components/dialog/DialogProvider";
import { SignInForm } from "./SignInForm";

const LABELS = ["email", "password", "submit", "sending", "invalid", "throttled", "signedOut", "failed"] as const;

/**
 * Opens the sign-in form in a dialog over the page, so a staff member whose session ended signs in again
 * without leaving (and losing) what is on screen. `onSignedIn` runs once the new session cookie is set.
 */
export function useSignInAgain() {
  const dialogs = useDialogs();
  const t = useTranslations("actions");
  const ta = useTranslations("admin.auth");
  const locale = useLocale();
  return useCallback(
    (onSignedIn: () => void) =>
      dialogs.open({
        title: t("signInTitle"),
        render: (close) => (
          <SignInForm
            locale={locale}
            notice={null}
            retryAfterMinutes={15}
            labels={Object.fromEntries(LABELS.map((key) => [key, ta.raw(key) as string]))}
            onSignedIn={() => {
              close();
              onSignedIn();
            }}
          />
        ),
      }),
    [dialogs, t, ta, locale],
  );
}
