"use client";

import { useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { HoneypotField } from "@/components/forms/HoneypotField";
import {
  CONTACT_METHODS,
  CONTACT_TYPES,
  contactSchema,
  vehicleOrderSchema,
  type ContactInput,
  type ContactType,
} from "@/lib/requests/schema";
import { LIMITS } from "@/lib/requests/limits";
import { fieldErrorOf, type Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { OUTSIDE_JAPAN, PREFECTURE_VALUES, prefectureName } from "@/lib/prefectures";
import { PRIVACY_POLICY_SLUG, routes } from "@/lib/routes";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { focusFirstInvalid } from "@/lib/client/focus";
import { BUSINESS_HOURS } from "@/lib/business/hours";
import { DEPOSIT_RATE } from "@/lib/auction/fees";
import { formatCalendarDate } from "@/lib/format";
import { ErrorSummary } from "./ErrorSummary";
import { Field, inputClass, optionClass } from "./Field";
import { HiddenFields } from "./HiddenFields";
import { useFormAction } from "./useFormAction";
import { cn } from "@/components/ui/cn";

interface RequestFormProps {
  action: Action<RequestReceipt>;
  /**
   * What the action needs besides the visitor's input: the type or the vehicles. The action may correct them
   * for the next try (a request about several vehicles, some no longer listed).
   */
  hidden: Record<string, string>;
  /** From the server, so the form works (and deduplicates) without JavaScript too. */
  idempotencyKey: string;
  /** The contact form; a vehicle order has its vehicles (shown above the form) and no type. */
  variant:
    | { kind: "contact"; type: ContactType | null; againHref: string }
    | { kind: "vehicle"; listingKind: ListingKind; back: { href: string; label: string } };
  messagePlaceholder: string;
}

/**
 * A request form (contact or vehicle order). Checked in the browser as the visitor types (the same zod
 * schema as the server), sent as a plain form post (so it works without JavaScript), and sendable once:
 * the button waits and the idempotency key deduplicates. After the thank-you, 'contact again' starts a
 * fresh, empty form with a new key. The thank-you says what happens next (the day staff answer and how, what the
 * request leads to) and links the request's status page itself, so the customer never depends on the
 * acknowledgement mail for it (a page sent again answers with the first request, link included).
 */
export function RequestForm(props: RequestFormProps) {
  const [round, setRound] = useState({ n: 0, key: props.idempotencyKey });
  return (
    <RequestFormRound
      key={round.n}
      {...props}
      idempotencyKey={round.key}
      onAgain={() => setRound((r) => ({ n: r.n + 1, key: crypto.randomUUID() }))}
    />
  );
}

function RequestFormRound({
  action,
  hidden,
  idempotencyKey,
  variant,
  messagePlaceholder,
  onAgain,
}: RequestFormProps & { onAgain: () => void }) {
  const t = useTranslations("form");
  const tr = useTranslations("request");
  const to = useTranslations("order");
  const { state, formAction, submit, pending, formError, fieldError, describeFieldError, sentValues, refusedWithPage } =
    useFormAction(action, { namespace: "form" });
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const isContact = variant.kind === "contact";
  const chooseType = isContact && variant.type === null;
  // Where a vehicle to sell stands, or where a buyer registers and takes delivery: what the answer depends on.
  const prefectureOf = isContact
    ? variant.type === null
      ? "any"
      : variant.type === "purchase" || variant.type === "assessment"
        ? "vehicle"
        : "buyer"
    : variant.listingKind === "purchase"
      ? "vehicle"
      : "buyer";
  // Drawn into the HTML as each control's default too: a page sent without JavaScript and refused comes back
  // filled in with what was sent (react-hook-form fills controls only once scripts run).
  const initialValues = {
    locale,
    lastName: "",
    firstName: "",
    nameKana: "",
    prefecture: "",
    companyName: "",
    email: "",
    phone: "",
    vehicleName: "",
    contactMethod: "phone",
    message: "",
    ...(sentValues as Partial<ContactInput>),
    privacyConsent: sentValues.privacyConsent === "on",
    idempotencyKey,
    ...(isContact && { type: (variant.type ?? sentValues.type ?? "") as ContactType }),
  } as ContactInput;
  const { register, handleSubmit, formState, getFieldState, trigger } = useForm<ContactInput>({
    // A vehicle order has no type; the contact form's type is fixed by the route unless the visitor chooses.
    // One form draws both, so it checks its values against the schema of the request it sends.
    resolver: (isContact ? zodResolver(contactSchema) : zodResolver(vehicleOrderSchema)) as Resolver<ContactInput>,
    mode: "onTouched",
    // Focused by the form itself, in the order the visitor reads the fields (see onSubmit).
    shouldFocusError: false,
    defaultValues: initialValues,
  });

  if (state?.ok) {
    const { n, statusToken, type, contactMethod, replyOn, replyToday } = state.value;
    return (
      <section role="status" aria-live="polite" className="rounded-lg border-2 border-brand-600 bg-brand-50 p-6">
        <h2 className="text-xl font-black">{isContact ? tr("thanksTitle") : to("thanksTitle")}</h2>
        <p className="mt-2 leading-relaxed">{isContact ? tr("thanksText", { n }) : to("thanksText", { n })}</p>
        <h3 className="mt-4 font-bold">{tr("nextTitle")}</h3>
        <p className="mt-1 leading-relaxed" data-testid="request-reply">
          {tr("reply", {
            when: replyToday ? "today" : "later",
            day: formatCalendarDate(locale, replyOn, "full"),
            method: contactMethod,
            ...BUSINESS_HOURS,
          })}
        </p>
        <p className="mt-1 leading-relaxed" data-testid="request-next">
          {tr(`next.${type}`, { percent: DEPOSIT_RATE * 100 })}
        </p>
        {statusToken && (
          <>
            <p className="mt-2 leading-relaxed">{tr("statusText")}</p>
            <TextLink href={routes.requestStatus(statusToken)} standalone>
              {tr("statusLink")}
            </TextLink>
            <p className="mt-2 text-sm text-muted">{tr("thanksMail")}</p>
          </>
        )}
        {variant.kind === "contact" ? (
          // A link, so it works without JavaScript too (a fresh page has a fresh form); with it, the form resets
          // in place.
          <ButtonLink
            href={variant.againHref}
            onClick={(event) => {
              event.preventDefault();
              onAgain();
            }}
            className="mt-4"
          >
            {tr("again")}
          </ButtonLink>
        ) : (
          <ButtonLink href={variant.back.href} className="mt-4">
            {variant.back.label}
          </ButtonLink>
        )}
      </section>
    );
  }

  const errorText = (name: keyof ContactInput) => {
    const code = formState.errors[name]?.message;
    return code ? describeFieldError(fieldErrorOf(code)) : fieldError(name);
  };
  const id = (name: string) => `request-${name}`;
  // Every field's label, in the order the form shows them: the error summary lists what to fix in that order.
  const labels = {
    type: t("type"),
    lastName: t("lastName"),
    firstName: t("firstName"),
    nameKana: t("nameKana"),
    companyName: t("companyName"),
    prefecture: t(`prefecture.${prefectureOf}`),
    email: t("email"),
    phone: t("phone"),
    vehicleName: t("vehicleName"),
    contactMethod: t("contactMethod"),
    message: t("message"),
    privacyConsent: t("privacyConsent"),
  } satisfies Partial<Record<keyof ContactInput, string>>;
  const toFix = (Object.keys(labels) as (keyof typeof labels)[]).flatMap((name) => {
    const error = errorText(name);
    return error ? [{ id: id(name), label: labels[name], error }] : [];
  });
  const text = (
    name: "lastName" | "firstName" | "nameKana" | "companyName" | "email" | "phone" | "vehicleName",
    label: string,
    required: boolean,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: "tel" | "email";
      maxLength?: number;
      hint?: string;
    } = {},
  ) => (
    <Field
      id={id(name)}
      label={label}
      badge={required ? t("requiredMark") : t("optional")}
      required={required}
      hint={extra.hint}
      error={errorText(name)}
    >
      {(describedBy) => (
        <input
          id={id(name)}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          aria-invalid={Boolean(errorText(name))}
          aria-describedby={describedBy}
          aria-required={required}
          className={inputClass}
          defaultValue={initialValues[name]}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="relative grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const form = formRef.current!;
        handleSubmit(
          () => submit(form),
          (errors) => focusFirstInvalid(form, (name) => name in errors),
        )(event);
      }}
    >
      {(formError || (formState.submitCount > 0 && toFix.length > 0)) && (
        <ErrorSummary message={formError ?? t("invalid")} fields={toFix} focus={refusedWithPage} />
      )}
      <HiddenFields
        values={Object.fromEntries(Object.entries(hidden).map(([name, value]) => [name, sentValues[name] ?? value]))}
      />
      {/* The language decides the mails' language and whether フリガナ is asked, so the schema checks it too. */}
      <input type="hidden" {...register("locale")} defaultValue={locale} />
      {/* The value is in the server's HTML, so a post without JavaScript carries it too. */}
      <input type="hidden" {...register("idempotencyKey")} defaultValue={idempotencyKey} />
      <HoneypotField />
      {chooseType && (
        <Field id={id("type")} label={labels.type} badge={t("requiredMark")} required error={errorText("type")}>
          {(describedBy) => (
            <select
              id={id("type")}
              aria-invalid={Boolean(errorText("type"))}
              aria-describedby={describedBy}
              aria-required
              className={inputClass}
              defaultValue={initialValues.type}
              {...register("type")}
            >
              <option value="">{t("typePlaceholder")}</option>
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`requestTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid grid-cols-2 gap-4">
        {text("lastName", labels.lastName, true, { autoComplete: "family-name", maxLength: LIMITS.name })}
        {text("firstName", labels.firstName, true, { autoComplete: "given-name", maxLength: LIMITS.name })}
      </div>
      {locale === "ja" &&
        text("nameKana", labels.nameKana, true, { maxLength: LIMITS.nameKana, hint: t("nameKanaHint") })}
      {text("companyName", labels.companyName, false, { autoComplete: "organization", maxLength: LIMITS.company })}
      <Field
        id={id("prefecture")}
        label={labels.prefecture}
        badge={t("requiredMark")}
        required
        error={errorText("prefecture")}
      >
        {(describedBy) => (
          <select
            id={id("prefecture")}
            aria-invalid={Boolean(errorText("prefecture"))}
            aria-describedby={describedBy}
            aria-required
            className={inputClass}
            defaultValue={initialValues.prefecture}
            {...register("prefecture", {
              // The phone is read against it: choosing 海外 after typing a number abroad clears its message.
              onChange: () => getFieldState("phone").isTouched && trigger("phone"),
            })}
          >
            <option value="">{t("typePlaceholder")}</option>
            {PREFECTURE_VALUES.filter((value) => value !== OUTSIDE_JAPAN).map((value) => (
              <option key={value} value={value}>
                {prefectureName(value, locale)}
              </option>
            ))}
            <option value={OUTSIDE_JAPAN}>{t("prefectureAbroad")}</option>
          </select>
        )}
      </Field>
      {text("email", labels.email, true, {
        type: "email",
        autoComplete: "email",
        inputMode: "email",
        maxLength: LIMITS.email,
      })}
      {text("phone", labels.phone, true, {
        type: "tel",
        autoComplete: "tel",
        inputMode: "tel",
        maxLength: LIMITS.phone,
        hint: t("phoneHint"),
      })}
      {isContact && text("vehicleName", labels.vehicleName, false, { maxLength: LIMITS.vehicleName })}
      <fieldset id={id("contactMethod")}>
        <legend className="text-sm font-bold">{labels.contactMethod}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CONTACT_METHODS.map((method) => (
            <label key={method} className={optionClass}>
              <input
                type="radio"
                value={method}
                defaultChecked={initialValues.contactMethod === method}
                {...register("contactMethod")}
              />
              {t(`contactMethods.${method}`)}
            </label>
          ))}
        </div>
        {errorText("contactMethod") && (
          <p className="mt-1 text-sm font-semibold text-red-700">{errorText("contactMethod")}</p>
        )}
      </fieldset>
      <Field
        id={id("message")}
        label={labels.message}
        badge={isContact ? t("requiredMark") : t("optional")}
        required={isContact}
        error={errorText("message")}
      >
        {(describedBy) => (
          <textarea
            id={id("message")}
            rows={6}
            maxLength={LIMITS.message}
            placeholder={messagePlaceholder}
            aria-invalid={Boolean(errorText("message"))}
            aria-describedby={describedBy}
            aria-required={isContact}
            className={cn(inputClass, "py-2")}
            defaultValue={initialValues.message}
            {...register("message")}
          />
        )}
      </Field>
      <div>
        <p className="text-sm leading-relaxed">
          {t.rich("privacyNotice", {
            policy: (chunks) => <TextLink href={routes.staffPage(PRIVACY_POLICY_SLUG)}>{chunks}</TextLink>,
          })}
        </p>
        <label className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold">
          <input
            id={id("privacyConsent")}
            type="checkbox"
            value="on"
            aria-invalid={Boolean(errorText("privacyConsent"))}
            aria-describedby={errorText("privacyConsent") ? id("privacyConsent-error") : undefined}
            aria-required
            className="size-5"
            defaultChecked={initialValues.privacyConsent === true}
            {...register("privacyConsent")}
          />
          {labels.privacyConsent}
        </label>
        {errorText("privacyConsent") && (
          <p id={id("privacyConsent-error")} className="mt-1 text-sm font-semibold text-red-700">
            {errorText("privacyConsent")}
          </p>
        )}
      </div>
      <Button type="submit" variant="accent" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
