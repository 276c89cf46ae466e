import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentProps } from "react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import type { Action } from "@/lib/actions/result";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { ReviewForm } from "../ReviewForm";

// Every staff edit form is a StaffForm: checked in the browser on the schema its action checks, before anything
// is sent. Which values the schema takes is lib/admin's to prove; here, what staff see when it refuses.

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
  getPathname: ({ href }: { href: string }) => href,
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(cleanup);

const LOCALES = [
  { locale: "ja", messages: jp },
  { locale: "en", messages: en },
] as const;

describe.each(LOCALES)("a staff form ($locale)", ({ locale, messages }) => {
  const t = createTranslator({ locale, messages });
  const review = (action: Action<{ id: number; version: number }>) =>
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <DialogProvider>
          <ReviewForm action={action} record={{ id: 3, version: 1 }} initial={{ language: locale }} />
        </DialogProvider>
      </NextIntlClientProvider>,
    );
  const save = () => fireEvent.click(screen.getByRole("button", { name: t("admin.common.save") }));

  it("refuses an empty review unsent and focuses the first field to fix, in the order shown", async () => {
    const action = vi.fn<Action<{ id: number; version: number }>>();
    review(action);
    save();

    const name = screen.getByLabelText(t("admin.reviews.fields.customerName"));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(t("admin.reviews.fields.text")).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(t("validation.required"))).toHaveLength(2);
    expect(screen.getByRole("alert").textContent).toContain(t("actions.invalid"));
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the review once it passes, and the message goes as the field is fixed", async () => {
    const action = vi.fn<Action<{ id: number; version: number }>>(async () => ({
      ok: true,
      value: { id: 3, version: 2 },
    }));
    review(action);
    save();
    const name = screen.getByLabelText(t("admin.reviews.fields.customerName"));
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: "K., Osaka" } });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("false"));
    fireEvent.change(screen.getByLabelText(t("admin.reviews.fields.text")), { target: { value: "Runs well." } });
    save();

    await waitFor(() => expect(action).toHaveBeenCalledOnce());
    const sent = action.mock.calls[0][1] as FormData;
    expect([sent.get("customerName"), sent.get("text"), sent.get("id"), sent.get("version")]).toEqual([
      "K., Osaka",
      "Runs well.",
      "3",
      "1",
    ]);
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain(t("admin.common.saved")));
  });
});
