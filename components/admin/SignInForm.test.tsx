import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import jp from "@/messages/jp.json";
import { sendRequest } from "@/lib/http/client-fetch";
import { SignInForm } from "./SignInForm";

// A form sent otherwise than to a server action (here, the sign-in's route handler) takes the browser's checks
// alone (useFormChecks): the handler's own schema, the first field to fix focused, nothing sent until it passes.

vi.mock("@/lib/http/client-fetch", () => ({ sendRequest: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(sendRequest).mockReset();
});

describe.each([
  { locale: "ja", messages: jp },
  { locale: "en", messages: en },
] as const)("the sign-in form ($locale)", ({ locale, messages }) => {
  const t = createTranslator({ locale, messages });
  const signIn = (onSignedIn = () => {}) =>
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <SignInForm locale={locale} notice={null} retryAfterMinutes={0} onSignedIn={onSignedIn} />
      </NextIntlClientProvider>,
    );
  const submit = () => fireEvent.click(screen.getByRole("button", { name: t("admin.auth.submit") }));

  it("names each empty field and focuses the first, sending nothing", async () => {
    signIn();
    submit();
    const email = screen.getByLabelText(t("admin.auth.email"));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(t("admin.auth.password")).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(t("validation.required"))).toHaveLength(2);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it("sends the account and password once both are there", async () => {
    const onSignedIn = vi.fn();
    vi.mocked(sendRequest).mockResolvedValue(
      new Response(JSON.stringify({ ok: true, value: { next: "/admin" } }), {
        headers: { "content-type": "application/json" },
      }),
    );
    signIn(onSignedIn);
    fireEvent.change(screen.getByLabelText(t("admin.auth.email")), { target: { value: "staff@example.jp" } });
    fireEvent.change(screen.getByLabelText(t("admin.auth.password")), { target: { value: "a password 0123" } });
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const sent = vi.mocked(sendRequest).mock.calls[0][1]!.body as FormData;
    expect([sent.get("email"), sent.get("password"), sent.get("locale")]).toEqual([
      "staff@example.jp",
      "a password 0123",
      locale,
    ]);
  });
});
