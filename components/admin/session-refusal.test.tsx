import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps, ReactNode } from "react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import type { FormErrorCode } from "@/lib/actions/result";
import jp from "@/messages/jp.json";
import { sendRequest, sendWithProgress } from "@/lib/http/client-fetch";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { VehiclePhotoUpload } from "./VehiclePhotoUpload";
import { InventoryCsvImport } from "./InventoryCsvImport";
import { useStaffCall } from "./form/useAdminForm";

// A photo upload, a CSV check or a row button sent after the session ended answers as the staff forms do: the
// sign-in dialog over the page, the chosen files still chosen; a stopped account is told so, with no dialog to retry
// towards the lockout. Which refusal a request gets is lib/admin/accounts.integration.test.ts's and
// lib/actions/server.integration.test.ts's.

vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: ComponentProps<"a"> & { href: string }) => <a href={href} {...props} />,
}));
vi.mock("@/lib/http/client-fetch", () => ({ sendRequest: vi.fn(), sendWithProgress: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

/** A row's button (publish, delete…) whose action answers with `code`. */
function RowButton({ code }: { code: FormErrorCode }) {
  const call = useStaffCall();
  return (
    <>
      <button onClick={() => call.act(async () => ({ ok: false, formError: { code }, fieldErrors: {} }))}>
        Publish
      </button>
      {call.feedback}
    </>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const photo = (name: string) => new File([new Uint8Array(100)], name, { type: "image/jpeg" });

const LOCALES = [
  { locale: "ja", messages: jp },
  { locale: "en", messages: en },
] as const;

beforeEach(() => {
  vi.mocked(sendRequest).mockReset();
  vi.mocked(sendWithProgress).mockReset();
});
afterEach(cleanup);

describe.each(LOCALES)("a staff upload after the session ended ($locale)", ({ locale, messages }) => {
  const t = createTranslator({ locale, messages });
  const inLocale = (children: ReactNode) =>
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <DialogProvider>{children}</DialogProvider>
      </NextIntlClientProvider>,
    );
  const signInDialog = () => screen.queryByRole("dialog", { name: t("actions.signInTitle") });

  /** Signs in through the dialog, the server answering the sign-in with `answer`. */
  async function signInWith(answer: Response) {
    vi.mocked(sendRequest).mockResolvedValueOnce(answer);
    const dialog = within(signInDialog()!);
    fireEvent.change(dialog.getByLabelText(t("admin.auth.email")), { target: { value: "staff@example.jp" } });
    fireEvent.change(dialog.getByLabelText(t("admin.auth.password")), { target: { value: "a password 0123" } });
    fireEvent.click(dialog.getByRole("button", { name: t("admin.auth.submit") }));
  }

  it("keeps the photos chosen, opens the sign-in dialog, and sends them all once signed in", async () => {
    inLocale(<VehiclePhotoUpload vehicleId={7} shown={0} onAdded={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>(t("admin.photos.choose"));
    fireEvent.change(input, { target: { files: [photo("front.jpg"), photo("side.jpg")] } });
    vi.mocked(sendWithProgress).mockResolvedValue(
      json(401, { ok: false, formError: { code: "signInRequired" }, fieldErrors: {} }),
    );
    fireEvent.click(screen.getByRole("button", { name: t("admin.photos.upload") }));

    await waitFor(() => expect(signInDialog()).not.toBeNull());
    expect(screen.getByRole("alert").textContent).toContain(t("actions.signInRequired"));
    expect([...input.files!].map((file) => file.name)).toEqual(["front.jpg", "side.jpg"]);
    expect(sendWithProgress).toHaveBeenCalledTimes(1);

    await signInWith(json(200, { ok: true, value: { next: "/admin" } }));
    await waitFor(() => expect(signInDialog()).toBeNull());
    expect(screen.getByRole("status").textContent).toBe(t("actions.signedInAgain"));

    vi.mocked(sendWithProgress).mockImplementation(async (_url, body) =>
      json(200, { ok: true, value: { photo: { id: 1, src: `/media/${(body.get("photo") as File).name}` } } }),
    );
    fireEvent.click(screen.getByRole("button", { name: t("admin.photos.upload") }));
    await screen.findByText(t("admin.photos.uploaded", { count: 2 }));
    expect(sendWithProgress).toHaveBeenCalledTimes(3);
  });

  it("tells a stopped account so, without a sign-in dialog", async () => {
    inLocale(<VehiclePhotoUpload vehicleId={7} shown={0} onAdded={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>(t("admin.photos.choose"));
    fireEvent.change(input, { target: { files: [photo("front.jpg")] } });
    vi.mocked(sendWithProgress).mockResolvedValue(
      json(401, { ok: false, formError: { code: "accountDisabled" }, fieldErrors: {} }),
    );
    fireEvent.click(screen.getByRole("button", { name: t("admin.photos.upload") }));

    await screen.findByText(t("actions.accountDisabled"));
    expect(signInDialog()).toBeNull();
    expect(screen.queryByRole("button", { name: t("actions.signInAgain") })).toBeNull();
    expect(input.files).toHaveLength(1);
  });

  it("keeps the CSV file chosen and opens the sign-in dialog, instead of calling the file faulty", async () => {
    inLocale(<InventoryCsvImport kind="purchase" />);
    const input = screen.getByLabelText<HTMLInputElement>(t("admin.inventoryCsv.file"));
    const file = new File(["nameJa\nいすゞ エルフ\n"], "stock.csv", { type: "text/csv" });
    fireEvent.change(input, { target: { files: [file] } });
    vi.mocked(sendRequest).mockResolvedValueOnce(
      json(401, { ok: false, formError: { code: "signInRequired" }, fieldErrors: {} }),
    );
    fireEvent.click(screen.getByRole("button", { name: t("admin.inventoryCsv.check") }));

    await waitFor(() => expect(signInDialog()).not.toBeNull());
    expect(screen.getByRole("alert").textContent).toContain(t("actions.signInRequired"));
    expect(screen.queryByText(t("admin.inventoryCsv.problemsTitle", { count: 1 }))).toBeNull();
    expect(input.files?.[0]).toBe(file);

    // An account stopped meanwhile is told so by the sign-in form, not that the password is wrong.
    await signInWith(json(403, { ok: false, formError: { code: "disabled" }, fieldErrors: {} }));
    expect(await within(signInDialog()!).findByRole("alert")).toHaveProperty("textContent", t("admin.auth.disabled"));
  });

  it("tells a stopped account so when its CSV is checked", async () => {
    inLocale(<InventoryCsvImport kind="sale" />);
    const input = screen.getByLabelText<HTMLInputElement>(t("admin.inventoryCsv.file"));
    fireEvent.change(input, { target: { files: [new File(["x"], "stock.csv", { type: "text/csv" })] } });
    vi.mocked(sendRequest).mockResolvedValueOnce(
      json(401, { ok: false, formError: { code: "accountDisabled" }, fieldErrors: {} }),
    );
    fireEvent.click(screen.getByRole("button", { name: t("admin.inventoryCsv.check") }));

    await screen.findByText(t("actions.accountDisabled"));
    expect(signInDialog()).toBeNull();
    expect(input.files).toHaveLength(1);
  });

  it("answers a row button as a form: the dialog for an ended session, the words for a stopped account", async () => {
    inLocale(<RowButton code="signInRequired" />);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(signInDialog()).not.toBeNull());
    expect(screen.getByRole("alert").textContent).toBe(t("actions.signInRequired"));
    await signInWith(json(200, { ok: true, value: { next: "/admin" } }));
    await waitFor(() => expect(signInDialog()).toBeNull());
    expect(screen.getByRole("status").textContent).toBe(t("actions.signedInAgain"));
    cleanup();

    inLocale(<RowButton code="accountDisabled" />);
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findByRole("alert")).textContent).toBe(t("actions.accountDisabled"));
    expect(signInDialog()).toBeNull();
  });
});
