"use client";

import { useCallback } from "react";
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { signInMessages } from "@/lib/i18n/client-messages";
import { useDialogs } from "@/components/dialog/DialogProvider";
import { SignInForm } from "./SignInForm";

/**
 * Opens the sign-in form in a dialog over the page, so a staff member whose session ended signs in again
 * without leaving (and losing) what is on screen. `onSignedIn` runs once the new session cookie is set.
 */
export function useSignInAgain() {
  const dialogs = useDialogs();
  const t = useTranslations("actions");
  const messages = useMessages();
  const locale = useLocale();
  return useCallback(
    (onSignedIn: () => void) =>
      dialogs.open({
        title: t("signInTitle"),
        // The dialog renders at the root of the page, outside the admin messages: it brings the form's words.
        render: (close) => (
          <NextIntlClientProvider locale={locale} messages={signInMessages(messages)}>
            <SignInForm
              locale={locale}
              notice={null}
              retryAfterMinutes={15}
              onSignedIn={() => {
                close();
                onSignedIn();
              }}
            />
          </NextIntlClientProvider>
        ),
      }),
    [dialogs, t, messages, locale],
  );
}
