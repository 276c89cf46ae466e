import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import type { Action } from "@/lib/actions/result";
import type { RequestReceipt } from "@/lib/requests/accept";
import { sendWithProgress } from "@/lib/http/client-fetch";
import { fillAbroad as fill, LOCALES, RECEIPT, renderRequestForm as form, TOKEN } from "@/test/request-form";

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
}));
vi.mock("@/lib/http/client-fetch", () => ({ sendWithProgress: vi.fn() }));

const photo = (name: string) => new File([new Uint8Array(100)], name, { type: "image/heic" });

function choose(locale: keyof typeof LOCALES, ...names: string[]) {
  fireEvent.change(screen.getByLabelText(LOCALES[locale].requestPhotos.choose), {
    target: { files: names.map(photo) },
  });
}

describe("a seller's photos on the request form", () => {
  afterEach(() => {
    cleanup();
    vi.mocked(sendWithProgress).mockReset();
  });

  it("keeps no more than a request takes", async () => {
    form("ja", vi.fn());
    choose("ja", ...Array.from({ length: 12 }, (_, i) => `IMG_${i}.HEIC`));
    const chosen = await screen.findByTestId("request-photos-chosen");
    await waitFor(() => expect(within(chosen).getAllByRole("listitem")).toHaveLength(10));
    expect(screen.getByRole("alert").textContent).toBe("写真は10枚までのため、2枚は追加しませんでした。");
    expect(screen.getByLabelText(LOCALES.ja.requestPhotos.choose)).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "3枚目の写真を外す" }));
    await waitFor(() => expect(within(chosen).getAllByRole("listitem")).toHaveLength(9));
    expect(screen.getByLabelText(LOCALES.ja.requestPhotos.choose)).toHaveProperty("disabled", false);
  });

  it("keeps the photos through a failed send, sends them once stored, and offers to resend a failed one", async () => {
    const action = vi
      .fn<Action<RequestReceipt>>()
      .mockResolvedValueOnce({ ok: false, formError: { code: "unavailable" }, fieldErrors: {} })
      .mockResolvedValue({ ok: true, value: RECEIPT });
    // The first photo's upload meets a dropped connection; the rest, and the retry, arrive.
    vi.mocked(sendWithProgress)
      .mockRejectedValueOnce(new TypeError("network"))
      .mockImplementation(async () => Response.json({ ok: true, value: { added: 1 } }));
    form("en", action);
    fill();
    choose("en", "registration.heic", "front-left.heic");
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: LOCALES.en.form.submit }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    // Refused: the form and the photos chosen are still there.
    const again = await screen.findByRole("button", { name: LOCALES.en.form.submit });
    expect(screen.getAllByRole("button", { name: /^Remove photo/ })).toHaveLength(2);
    fireEvent.click(again);
    const uploads = await screen.findByTestId("request-photo-uploads");
    await waitFor(() => expect(uploads.textContent).toContain("1 photo was sent. Send the others again"));
    expect(uploads.textContent).toContain(LOCALES.en.requestPhotos.errors.failed);
    expect(uploads.querySelector('[data-state="sent"]')?.textContent).toContain("front-left.heic");
    fireEvent.click(within(uploads).getByRole("button", { name: "Retry photo 1" }));
    await waitFor(() => expect(uploads.textContent).toContain("2 photos were sent."));
    expect(action).toHaveBeenCalledTimes(2);
    expect(within(uploads).queryByRole("button")).toBeNull();
    expect(vi.mocked(sendWithProgress).mock.calls.map(([url]) => url)).toEqual(
      Array(3).fill(`/api/requests/photos?token=${TOKEN}&locale=en`),
    );
  });

  it("offers the picker on /contact once the visitor chooses to sell or have a vehicle assessed", async () => {
    form("ja", vi.fn(), null);
    const type = document.getElementById("request-type")!;
    expect(screen.queryByTestId("request-photo-picker")).toBeNull();
    fireEvent.change(type, { target: { value: "purchase" } });
    expect(await screen.findByTestId("request-photo-picker")).toBeTruthy();
    fireEvent.change(type, { target: { value: "sale" } });
    await waitFor(() => expect(screen.queryByTestId("request-photo-picker")).toBeNull());
  });

  it("offers the plain photo form on the thank-you when none were chosen", async () => {
    form("ja", vi.fn<Action<RequestReceipt>>().mockResolvedValue({ ok: true, value: RECEIPT }));
    fill();
    fireEvent.click(screen.getByRole("button", { name: LOCALES.ja.form.submit }));
    const input = await screen.findByLabelText(LOCALES.ja.requestPhotos.addLabel);
    expect(input.closest("form")?.getAttribute("action")).toBe(`/api/requests/photos?token=${TOKEN}&locale=ja`);
    expect(input.getAttribute("name")).toBe("photo");
  });
});
