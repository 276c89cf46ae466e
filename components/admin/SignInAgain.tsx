"use client";

import { useCallback, useRef, useState } from "react";
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from "next-intl";
import { FORM_ERRORS } from "@/lib/actions/result";
import { signInMessages } from "@/lib/i18n/client-messages";
import { useDialogs } from "@/components/dialog/DialogProvider";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { useActionMessages } from "@/components/forms/useFormAction";
import { SignInForm } from "./SignInForm";

/**
 * Opens the sign-in form in a dialog over the page, so a staff member whose session ended signs in again
 * without leaving (and losing) what is on screen. `onSignedIn` runs once the new session cookie is set.
 */
function useSignInAgain() {
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

/**
 * How every staff screen answers a request refused for its session, forms, photo uploads and CSV files alike:
 * an ended session opens the sign-in dialog at once (what is on screen stays) and says "signed in again" after;
 * a stopped account is only told so (`StaffFailure` says it), since signing in again would not help.
 * `answered` takes each answer's refusal code (null for none), and what to take up again once signed in, if anything.
 */
export function useSessionRefusal() {
  const signInAgain = useSignInAgain();
  const [signedInAgain, setSignedInAgain] = useState(false);
  const resume = useRef<(() => void) | undefined>(undefined);
  const signIn = useCallback(
    () =>
      signInAgain(() => {
        setSignedInAgain(true);
        resume.current?.();
      }),
    [signInAgain],
  );
  const answered = (code: string | null, then?: () => void) => {
    setSignedInAgain(false);
    resume.current = then;
    if (code === FORM_ERRORS.signInRequired) signIn();
  };
  return { signedInAgain, signIn, answered };
}

export type SessionHandling = ReturnType<typeof useSessionRefusal>;

/** A refusal in words, with the way back in when the session has ended; once signed in again, that instead. */
export function StaffFailure({
  message,
  code,
  session,
  className,
}: {
  /** The refusal in words; by default the general action message for its code. */
  message?: string;
  code: string;
  session: SessionHandling;
  className?: string;
}) {
  const ta = useTranslations("actions");
  const actionMessages = useActionMessages();
  if (session.signedInAgain)
    return (
      <Notice tone="success" className={className}>
        {ta("signedInAgain")}
      </Notice>
    );
  return (
    <Notice tone="error" className={className}>
      <p>{message ?? actionMessages.formError({ code })}</p>
      {code === FORM_ERRORS.signInRequired && (
        <Button onClick={session.signIn} className="mt-2">
          {ta("signInAgain")}
        </Button>
      )}
    </Notice>
  );
}
