"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FieldValues, UseFormRegister } from "react-hook-form";
import { CONTACT_METHODS, type ContactInput } from "@/lib/requests/schema";
import { LIMITS } from "@/lib/requests/limits";
import { OUTSIDE_JAPAN, prefectureChoices, prefectureName } from "@/lib/prefectures";
import { PRIVACY_POLICY_SLUG, routes } from "@/lib/routes";
import { TextLink } from "@/components/ui/TextLink";
import { cn } from "@/components/ui/cn";
import { Field, inputClass, optionClass } from "./Field";
import { useDetailLabels } from "./RequestVehicleDetails";

/** Where a vehicle to sell stands, or where a buyer registers and takes delivery: what the answer depends on. */
export type PrefectureOf = "any" | "vehicle" | "buyer";

/** Every field's label, in the order the form shows them: the error summary lists what to fix in that order. */
export function useRequestLabels(prefectureOf: PrefectureOf) {
  const t = useTranslations("form");
  return {
    type: t("type"),
    lastName: t("lastName"),
    firstName: t("firstName"),
    nameKana: t("nameKana"),
    companyName: t("companyName"),
    prefecture: t(`prefecture.${prefectureOf}`),
    email: t("email"),
    phone: t("phone"),
    vehicleName: t("vehicleName"),
    ...useDetailLabels(),
    contactMethod: t("contactMethod"),
    message: t("message"),
    privacyConsent: t("privacyConsent"),
  } satisfies Partial<Record<keyof ContactInput, string>>;
}

/** What the request form hands its parts: each control's id, label, first value and message, and its checks. */
export type RequestControls = {
  id: (name: keyof ContactInput) => string;
  label: ReturnType<typeof useRequestLabels>;
  error: (name: keyof ContactInput) => string | undefined;
  register: UseFormRegister<FieldValues>;
  initial: ContactInput;
  /** The phone is read against the prefecture: choosing 海外 after typing a number abroad clears its message. */
  recheckPhone: () => void;
};

type TextName = "lastName" | "firstName" | "nameKana" | "companyName" | "email" | "phone";

/**
 * The visitor's fields of a request: who, where, the vehicle (a contact request's, RequestVehicleDetails), how to
 * answer, the message and the consent.
 */
export function RequestFields({
  controls,
  messageRequired,
  messagePlaceholder,
  vehicle,
}: {
  controls: RequestControls;
  /** A contact request without its vehicle's fields says in words what it is about. */
  messageRequired: boolean;
  messagePlaceholder: string;
  vehicle?: React.ReactNode;
}) {
  const t = useTranslations("form");
  const locale = useLocale();
  const { id, label, error, register, initial } = controls;
  const text = (
    name: TextName,
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
      label={label[name]}
      badge={required ? t("requiredMark") : t("optional")}
      required={required}
      hint={extra.hint}
      error={error(name)}
    >
      {(describedBy) => (
        <input
          id={id(name)}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          aria-invalid={Boolean(error(name))}
          aria-describedby={describedBy}
          aria-required={required}
          className={inputClass}
          defaultValue={initial[name]}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        {text("lastName", true, { autoComplete: "family-name", maxLength: LIMITS.name })}
        {text("firstName", true, { autoComplete: "given-name", maxLength: LIMITS.name })}
      </div>
      {locale === "ja" && text("nameKana", true, { maxLength: LIMITS.nameKana, hint: t("nameKanaHint") })}
      {text("companyName", false, { autoComplete: "organization", maxLength: LIMITS.company })}
      <Field
        id={id("prefecture")}
        label={label.prefecture}
        badge={t("requiredMark")}
        required
        error={error("prefecture")}
      >
        {(describedBy) => (
          <select
            id={id("prefecture")}
            aria-invalid={Boolean(error("prefecture"))}
            aria-describedby={describedBy}
            aria-required
            className={inputClass}
            defaultValue={initial.prefecture}
            {...register("prefecture", { onChange: controls.recheckPhone })}
          >
            <option value="">{t("typePlaceholder")}</option>
            {prefectureChoices(locale).map((value) => (
              <option key={value} value={value}>
                {value === OUTSIDE_JAPAN ? t("prefectureAbroad") : prefectureName(value, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("email", true, { type: "email", autoComplete: "email", inputMode: "email", maxLength: LIMITS.email })}
      {text("phone", true, {
        type: "tel",
        autoComplete: "tel",
        inputMode: "tel",
        maxLength: LIMITS.phone,
        hint: t("phoneHint"),
      })}
      {vehicle}
      <fieldset id={id("contactMethod")}>
        <legend className="text-sm font-bold">{label.contactMethod}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CONTACT_METHODS.map((method) => (
            <label key={method} className={optionClass}>
              <input
                type="radio"
                value={method}
                defaultChecked={initial.contactMethod === method}
                {...register("contactMethod")}
              />
              {t(`contactMethods.${method}`)}
            </label>
          ))}
        </div>
        {error("contactMethod") && <p className="mt-1 text-sm font-semibold text-red-700">{error("contactMethod")}</p>}
      </fieldset>
      <Field
        id={id("message")}
        label={label.message}
        badge={messageRequired ? t("requiredMark") : t("optional")}
        required={messageRequired}
        error={error("message")}
      >
        {(describedBy) => (
          <textarea
            id={id("message")}
            rows={6}
            maxLength={LIMITS.message}
            placeholder={messagePlaceholder}
            aria-invalid={Boolean(error("message"))}
            aria-describedby={describedBy}
            aria-required={messageRequired}
            className={cn(inputClass, "py-2")}
            defaultValue={initial.message}
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
            aria-invalid={Boolean(error("privacyConsent"))}
            aria-describedby={error("privacyConsent") ? `${id("privacyConsent")}-error` : undefined}
            aria-required
            className="size-5"
            defaultChecked={initial.privacyConsent === true}
            {...register("privacyConsent")}
          />
          {label.privacyConsent}
        </label>
        {error("privacyConsent") && (
          <p id={`${id("privacyConsent")}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {error("privacyConsent")}
          </p>
        )}
      </div>
    </>
  );
}
