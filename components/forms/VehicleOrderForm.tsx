"use client";

import { startTransition, useActionState, useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { CONTACT_METHODS, LIMITS, vehicleOrderSchema, type VehicleOrderInput } from "@/lib/requests/schema";
import { parseErrorCode } from "@/lib/requests/messages";
import type { VehicleOrderState } from "@/app/actions/vehicle-order";
import { Link } from "@/lib/i18n/navigation";
import { Field, inputClass } from "./Field";

type Action = (state: VehicleOrderState, formData: FormData) => Promise<VehicleOrderState>;

// Checked in the browser as the visitor types (same schema as the server), sent as a plain form post
// (so it works without JavaScript), and sendable once: the button waits, the key deduplicates.
export function VehicleOrderForm(props: { action: Action; idempotencyKey: string; vehicleName: string; messagePlaceholder: string; vehicleHref: string }) {
  const t = useTranslations("form");
  const to = useTranslations("order");
  const tv = useTranslations("validation");
  const [state, formAction, pending] = useActionState(props.action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState } = useForm<VehicleOrderInput>({
    resolver: zodResolver(vehicleOrderSchema),
    mode: "onTouched",
    defaultValues: { lastName: "", firstName: "", companyName: "", email: "", phone: "", vehicleName: props.vehicleName, contactMethod: "phone", message: "", idempotencyKey: props.idempotencyKey },
  });

  if (state?.ok) {
    return (
      <section role="status" className="rounded-lg border-2 border-brand-600 bg-brand-50 p-6">
        <h2 className="text-xl font-black">{to("thanksTitle")}</h2>
        <p className="mt-2 leading-relaxed">{to("thanksText", { n: state.value.n })}</p>
        <Link href={props.vehicleHref} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-bold text-white">
          {to("backToVehicle")}
        </Link>
      </section>
    );
  }

  const serverErrors = state && !state.ok ? state.fieldErrors : {};
  const errorText = (name: keyof VehicleOrderInput) => {
    const code = formState.errors[name]?.message ?? serverErrors[name];
    if (!code) return undefined;
    const { key, value } = parseErrorCode(code);
    return tv.has(key) ? tv(key, { value: value ?? "" }) : tv("invalidFormat");
  };
  const text = (name: "lastName" | "firstName" | "companyName" | "email" | "phone" | "vehicleName", label: string, required: boolean, extra: { type?: string; autoComplete?: string; inputMode?: "tel" | "email"; maxLength?: number; hint?: string } = {}) => (
    <Field id={`order-${name}`} label={label} badge={required ? t("requiredMark") : t("optional")} required={required} hint={extra.hint} error={errorText(name)}>
      {(describedBy) => (
        <input
          id={`order-${name}`}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={extra.maxLength}
          aria-invalid={Boolean(errorText(name))}
          aria-describedby={describedBy}
          aria-required={required}
          className={inputClass}
          {...register(name)}
        />
      )}
    </Field>
  );
  const formError = state && !state.ok && state.formError ? t(state.formError === "unavailable" ? "unavailable" : "formError") : null;

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        handleSubmit(() => startTransition(() => formAction(new FormData(formRef.current!))))(event);
      }}
    >
      {(formError || Object.keys(formState.errors).length > 0) && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {formError ?? t("fixErrors")}
        </p>
      )}
      <input type="hidden" {...register("idempotencyKey")} />
      <div className="grid grid-cols-2 gap-4">
        {text("lastName", t("lastName"), true, { autoComplete: "family-name", maxLength: LIMITS.name })}
        {text("firstName", t("firstName"), true, { autoComplete: "given-name", maxLength: LIMITS.name })}
      </div>
      {text("companyName", t("companyName"), false, { autoComplete: "organization", maxLength: LIMITS.company })}
      {text("email", t("email"), true, { type: "email", autoComplete: "email", inputMode: "email", maxLength: LIMITS.email })}
      {text("phone", t("phone"), true, { type: "tel", autoComplete: "tel", inputMode: "tel", hint: t("phoneHint") })}
      {text("vehicleName", t("vehicleName"), false, { maxLength: LIMITS.vehicleName })}
      <fieldset>
        <legend className="text-sm font-bold">{t("contactMethod")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CONTACT_METHODS.map((method) => (
            <label key={method} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3">
              <input type="radio" value={method} {...register("contactMethod")} />
              {t(`contactMethods.${method}`)}
            </label>
          ))}
        </div>
        {errorText("contactMethod") && <p className="mt-1 text-sm font-semibold text-red-700">{errorText("contactMethod")}</p>}
      </fieldset>
      <Field id="order-message" label={t("message")} badge={t("optional")} required={false} error={errorText("message")}>
        {(describedBy) => (
          <textarea id="order-message" rows={5} maxLength={LIMITS.message} placeholder={props.messagePlaceholder} aria-invalid={Boolean(errorText("message"))} aria-describedby={describedBy} className={`${inputClass} py-2`} {...register("message")} />
        )}
      </Field>
      <button type="submit" disabled={pending} aria-disabled={pending} className="min-h-12 rounded-md bg-accent-600 px-6 text-lg font-bold text-white hover:brightness-110 disabled:opacity-60">
        {pending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
