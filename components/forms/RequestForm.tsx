"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { HoneypotField } from "@/components/forms/HoneypotField";
import { contactSchema, needsMessage, vehicleOrderSchema, type ContactInput } from "@/lib/requests/schema";
import { isContactType, requestSideOf, type ContactType } from "@/lib/requests/types";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import type { DetailOptions } from "@/lib/requests/vehicle-details";
import type { AuctionVehicle } from "@/lib/auction/fees";
import { Button } from "@/components/ui/Button";
import { ErrorSummary } from "./ErrorSummary";
import { HiddenFields } from "./HiddenFields";
import { RequestFields, useRequestLabels, type PrefectureOf, type RequestControls } from "./RequestFields";
import { RequestThanks } from "./RequestThanks";
import { RequestPhotoPicker } from "./RequestPhotoPicker";
import { useRequestPhotos } from "./useRequestPhotos";
import { takesPhotos } from "@/lib/requests/photo-rules";
import { RequestTypePicker } from "./RequestTypePicker";
import { RequestVehicleDetails } from "./RequestVehicleDetails";
import { useFormAction } from "./useFormAction";

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
    | {
        kind: "contact";
        type: ContactType | null;
        againHref: string;
        vehicleOptions: DetailOptions;
        /** The auction page's vehicle the form starts on (truck or car), if the visitor came from one. */
        auctionVehicle?: AuctionVehicle | null;
      }
    | { kind: "vehicle"; listingKind: ListingKind; back: { href: string; label: string } };
  messagePlaceholder: string;
}

/**
 * A request form (contact or vehicle order), built as every form is (useFormAction): checked in the browser on
 * the schema of the request it sends, sent as a plain form post (so it works without JavaScript), and sendable
 * once: the button waits and the idempotency key deduplicates. After the thank-you, 'contact again' starts a
 * fresh, empty form with a new key.
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

/** Which prefecture the form asks for, by whose vehicle the request is about. */
const PREFECTURE_OF_SIDE = { seller: "vehicle", buyer: "buyer", either: "any" } as const satisfies Record<
  ReturnType<typeof requestSideOf>,
  PrefectureOf
>;

function prefectureOf(variant: RequestFormProps["variant"]): PrefectureOf {
  if (variant.kind === "vehicle") return variant.listingKind === "purchase" ? "vehicle" : "buyer";
  return variant.type === null ? "any" : PREFECTURE_OF_SIDE[requestSideOf(variant.type)];
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
  const locale = useLocale();
  const isContact = variant.kind === "contact";
  const label = useRequestLabels(prefectureOf(variant));
  const {
    formRef,
    formAction,
    onSubmit,
    pending,
    state,
    formError,
    errorFor,
    register,
    trigger,
    getFieldState,
    tried,
    refusedWithPage,
    sentValues,
  } = useFormAction(action, {
    namespace: "form",
    // A vehicle order has no type; the contact form's type is fixed by the route unless the visitor chooses.
    schema: isContact ? contactSchema : vehicleOrderSchema,
  });
  // Held here, not in the picker: the photos outlive a refused or failed send, and the thank-you sends them.
  const photos = useRequestPhotos();
  // On /contact the visitor chooses the type; the picker follows the choice.
  const [chosenType, setChosenType] = useState(isContact ? (variant.type ?? sentValues.type ?? null) : null);
  const withPhotos = isContactType(chosenType) && takesPhotos(chosenType);
  // Drawn into the HTML as each control's default: a page sent without JavaScript and refused comes back filled
  // in with what was sent.
  const initial = {
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
    ...(variant.kind === "contact" && variant.auctionVehicle && { auctionVehicle: variant.auctionVehicle }),
    ...(sentValues as Partial<ContactInput>),
    privacyConsent: sentValues.privacyConsent === "on",
    idempotencyKey,
    ...(isContact && { type: (variant.type ?? sentValues.type ?? "") as ContactType }),
  } as ContactInput;

  if (state?.ok)
    return (
      <RequestThanks
        receipt={state.value}
        isContact={isContact}
        photos={photos}
        onward={
          isContact
            ? // A link, so it works without JavaScript too (a fresh page has a fresh form); with it, the form resets
              // in place.
              { href: variant.againHref, label: tr("again"), onClick: onAgain }
            : variant.back
        }
      />
    );

  const controls: RequestControls = {
    id: (name) => `request-${name}`,
    label,
    error: errorFor,
    register,
    initial,
    recheckPhone: () => getFieldState("phone").isTouched && trigger("phone"),
  };
  const toFix = (Object.keys(label) as (keyof typeof label)[]).flatMap((name) => {
    const error = controls.error(name);
    return error ? [{ id: controls.id(name), label: label[name], error }] : [];
  });
  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="relative grid gap-4"
      onSubmit={onSubmit}
      onChange={({ target }) => {
        if (target instanceof HTMLSelectElement && target.name === "type") setChosenType(target.value);
      }}
    >
      {(formError || (tried && toFix.length > 0)) && (
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
      {isContact && variant.type === null && <RequestTypePicker controls={controls} />}
      <RequestFields
        controls={controls}
        messageRequired={isContact && needsMessage(chosenType)}
        messagePlaceholder={messagePlaceholder}
        vehicle={
          isContact && (
            <RequestVehicleDetails
              controls={controls}
              type={variant.type}
              chosen={chosenType}
              options={variant.vehicleOptions}
            />
          )
        }
      />
      {withPhotos && <RequestPhotoPicker photos={photos} />}
      <Button type="submit" variant="accent" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
