import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { AddedMessages } from "@/components/app/AddedMessages";
import { DialogProvider, useConfirm, useDialogs } from "./DialogProvider";

let answer: boolean | undefined;

function Opener() {
  const dialogs = useDialogs();
  const confirm = useConfirm();
  const second = () =>
    dialogs.open({ title: "Second", render: (close) => <button onClick={close}>Close second</button> });
  return (
    <>
      <button
        onClick={() =>
          dialogs.open({
            title: "First",
            render: () => (
              <>
                <button onClick={second}>Open second</button>
                <button onClick={dialogs.closeAll}>Close all</button>
              </>
            ),
          })
        }
      >
        Open first
      </button>
      <button
        onClick={async () =>
          (answer = await confirm({
            title: "削除の確認",
            message: "削除してもよろしいですか？",
            confirmLabel: "削除",
            cancelLabel: "キャンセル",
          }))
        }
      >
        Delete
      </button>
    </>
  );
}

function Worded() {
  return <p>{useTranslations("gallery")("label")}</p>;
}

function WordedOpener() {
  const dialogs = useDialogs();
  return <button onClick={() => dialogs.open({ title: "Words", render: () => <Worded /> })}>Open words</button>;
}

const setup = () =>
  render(
    <NextIntlClientProvider locale="ja" messages={{}}>
      <DialogProvider>
        <Opener />
        <AddedMessages messages={{ gallery: { label: "ページの言葉" } }}>
          <WordedOpener />
        </AddedMessages>
      </DialogProvider>
    </NextIntlClientProvider>,
  );
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("dialogs", () => {
  afterEach(() => {
    cleanup();
    answer = undefined;
  });

  it("stack up, mark the body while open, and close from the top with Escape", async () => {
    setup();
    const opener = screen.getByRole("button", { name: "Open first" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.body.getAttribute("data-dialog")).toBe("open");
    expect(screen.getByRole("dialog", { name: "First" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open second" }));
    expect(screen.getAllByRole("dialog", { hidden: true })).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close second" }));

    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Second" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "First" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryAllByRole("dialog", { hidden: true })).toHaveLength(0);
    expect(document.body.hasAttribute("data-dialog")).toBe(false);
    await settle();
    expect(document.activeElement).toBe(opener);
  });

  it("close all at once", () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Open first" }));
    fireEvent.click(screen.getByRole("button", { name: "Open second" }));
    fireEvent.click(screen.getByRole("button", { name: "Close all", hidden: true }));
    expect(screen.queryAllByRole("dialog", { hidden: true })).toHaveLength(0);
  });

  it("ask before deleting, and treat Escape as 'no'", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("dialog", { name: "削除の確認" }).textContent).toContain("削除してもよろしいですか？");
    fireEvent.click(screen.getByRole("button", { name: "削除" }));
    await settle();
    expect(answer).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    fireEvent.keyDown(document, { key: "Escape" });
    await settle();
    expect(answer).toBe(false);
  });

  it("keep the words of the page that opened them, though drawn outside its providers", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Open words" }));
    await settle();
    expect(screen.getByRole("dialog", { name: "Words" }).textContent).toContain("ページの言葉");
  });
});
