import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import { DialogProvider } from "@/components/dialog/DialogProvider";
import { DeleteButton, type DeleteQuestion } from "./DeleteButton";

// The dialog itself (focus kept inside, Escape) is DialogProvider's; here, what DeleteButton asks and sends.

vi.mock("@/lib/i18n/navigation", () => ({ Link: () => null }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {}, push: () => {} }) }));

afterEach(cleanup);

const t = createTranslator({ locale: "ja", messages: jp });
const name = "1234 いすゞ エルフ";

function deleteButton(question: DeleteQuestion) {
  const remove = vi.fn(async () => ({ ok: true as const, value: { version: 8 } }));
  const onDeleted = vi.fn();
  render(
    <NextIntlClientProvider locale="ja" messages={jp}>
      <DialogProvider>
        <DeleteButton
          name={name}
          question={question}
          remove={remove}
          input={{ id: 7, version: 3 }}
          onDeleted={onDeleted}
        />
      </DialogProvider>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: `${t("admin.common.delete")}: ${name}` }));
  return { remove, onDeleted };
}

describe("a delete button", () => {
  it("asks a plain deletion's question under the record's heading, and sends nothing on cancel", async () => {
    const { remove } = deleteButton({ title: t("admin.vehicles.confirmTitle") });
    const dialog = await screen.findByRole("dialog", { name: t("admin.vehicles.confirmTitle") });
    expect(dialog.textContent).toContain(t("admin.common.confirmMessage", { name }));
    fireEvent.click(screen.getByRole("button", { name: t("admin.common.confirmCancel") }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it("asks the question it is given, sends the record and says what was done", async () => {
    const { remove, onDeleted } = deleteButton({
      title: t("admin.vehicles.confirmArchiveTitle"),
      message: t("admin.vehicles.confirmArchive", { count: 2, name }),
      confirmLabel: t("admin.vehicles.confirmArchiveButton"),
      done: t("admin.vehicles.archived", { name }),
    });
    const dialog = await screen.findByRole("dialog", { name: t("admin.vehicles.confirmArchiveTitle") });
    expect(dialog.textContent).toContain(t("admin.vehicles.confirmArchive", { count: 2, name }));
    fireEvent.click(screen.getByRole("button", { name: t("admin.vehicles.confirmArchiveButton") }));
    await screen.findByText(t("admin.vehicles.archived", { name }));
    expect(remove).toHaveBeenCalledWith(null, { id: 7, version: 3 });
    expect(onDeleted).toHaveBeenCalledWith({ version: 8 });
  });
});
