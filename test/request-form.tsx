// The contact form as its ui tests draw, fill and answer it: one copy for every test file that sends a request.
import { fireEvent, render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import type { ContactType } from "@/lib/requests/types";
import { RequestForm } from "@/components/forms/RequestForm";

export const LOCALES = { ja: jp, en } as const;
export const TOKEN = "t".repeat(43);

/** What the server answers for a stored assessment. */
export const RECEIPT: RequestReceipt = {
  n: 10042,
  statusToken: TOKEN,
  type: "assessment",
  contactMethod: "phone",
  replyOn: "2027-06-07",
  replyToday: false,
};

/** An action that stores the request, answering RECEIPT with these changes. */
export const stored =
  (receipt: Partial<RequestReceipt> = {}): Action<RequestReceipt> =>
  async () => ({ ok: true, value: { ...RECEIPT, ...receipt } });

const VEHICLE_OPTIONS = {
  makers: [{ id: 1, name: "Isuzu" }],
  loadClasses: [{ id: 1, name: "Medium" }],
  bodyTypes: [{ id: 1, name: "Flatbed" }],
};

/** The contact form of this type (null: the visitor chooses), sending to `action`. */
export function renderRequestForm(
  locale: keyof typeof LOCALES,
  action: Action<RequestReceipt>,
  type: (RequestReceipt["type"] & ContactType) | null = "assessment",
  auctionVehicle: "truck" | "car" | null = null,
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={LOCALES[locale]}>
      <RequestForm
        action={action}
        hidden={type ? { type } : {}}
        idempotencyKey="6f1c1c52-5a51-4a43-9d55-1a5b2b1d9e11"
        variant={{
          kind: "contact",
          type,
          againHref: `/contact/${type ?? ""}`,
          vehicleOptions: VEHICLE_OPTIONS,
          auctionVehicle,
        }}
        messagePlaceholder=""
      />
    </NextIntlClientProvider>,
  );
}

export const requestField = (name: string) => document.getElementById(`request-${name}`)!;

/** A request from a visitor outside Japan, as they type it, into the fields the form shows. */
export function fillAbroad() {
  for (const [name, value] of [
    ["lastName", "Otieno"],
    ["firstName", "Brian"],
    ["nameKana", "オティエノ ブライアン"],
    ["prefecture", "abroad"],
    ["email", "brian@example.co.ke"],
    ["phone", "+254 712 345 678"],
    ["message", "A valuation, please."],
    ["maker", "1"],
    ["bodyType", "1"],
  ])
    if (document.getElementById(`request-${name}`)) fireEvent.change(requestField(name), { target: { value } });
  fireEvent.click(requestField("privacyConsent"));
}
