import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import { RequestForm } from "./RequestForm";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
}));

const LOCALES = { ja: jp, en } as const;

function form(locale: keyof typeof LOCALES, action: Action<RequestReceipt>) {
  return render(
    <NextIntlClientProvider locale={locale} messages={LOCALES[locale]}>
      <RequestForm
        action={action}
        hidden={{}}
        idempotencyKey="6f1c1c52-5a51-4a43-9d55-1a5b2b1d9e11"
        variant={{ kind: "contact", type: "assessment", againHref: "/contact/assessment" }}
        messagePlaceholder=""
      />
    </NextIntlClientProvider>,
  );
}

const stored: Action<RequestReceipt> = async () => ({ ok: true, value: { n: 10042, statusToken: "t".repeat(43) } });

describe("RequestForm, sent with mistakes", () => {
  afterEach(cleanup);

  it.each(["ja", "en"] as const)(
    "focuses the first field to fix and lists them all at the top (%s)",
    async (locale) => {
      const messages = LOCALES[locale];
      form(locale, stored);
      fireEvent.click(screen.getByRole("button", { name: messages.form.submit }));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByLabelText(new RegExp(messages.form.lastName))),
      );
      const summary = within(screen.getByTestId("error-summary"));
      const links = summary.getAllByRole("link");
      expect(links[0]).toHaveProperty("hash", "#request-lastName");
      expect(links.at(-1)).toHaveProperty("hash", "#request-privacyConsent");
      expect(links[0].textContent).toBe(`${messages.form.lastName}: ${messages.validation.required}`);
    },
  );

  it("focuses the field the server refused, and says why", async () => {
    form("en", async () => ({ ok: false, formError: "invalid", fieldErrors: { phone: "phoneInvalid" } }));
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: "Otieno" } });
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: "Brian" } });
    fireEvent.change(screen.getByLabelText(/^Prefecture/), { target: { value: "abroad" } });
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: "brian@example.co.ke" } });
    fireEvent.change(screen.getByLabelText(/^Phone number/), { target: { value: "+254 712 345 678" } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "A valuation, please." } });
    fireEvent.click(screen.getByLabelText(en.form.privacyConsent));
    fireEvent.click(screen.getByRole("button", { name: en.form.submit }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Phone number/)));
    expect(screen.getByTestId("error-summary").textContent).toContain(en.validation.phoneInvalid);
  });
});
