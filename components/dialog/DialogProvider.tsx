"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
// The look only: Button's module brings the router's Link along, which the dialogs do not need.
import { Button } from "@/components/ui/Button";
import { FOCUSABLE } from "@/lib/client/focus";
import { cn } from "@/components/ui/cn";

// One dialog system for the whole app. Opening pushes a dialog on a stack, closing removes the top one,
// closing all empties it. While any is open <body data-dialog="open"> says so (and stops the page behind
// from scrolling). Each is a native <dialog> opened with showModal(): the browser keeps focus inside the top
// one, makes everything under it inert, and closes it on Escape; focus then returns where it was.

export const BODY_DIALOG_ATTRIBUTE = "data-dialog";

export interface DialogSpec {
  title: string;
  render: (close: () => void) => ReactNode;
  /** Called however the dialog goes: its own button, Escape, or closing all. */
  onClose?: () => void;
  /** The whole screen on black (a photo viewer) instead of a card; the title is then for screen readers. */
  fullScreen?: boolean;
  /** Where focus returns on closing, when not the element focused at opening (Safari does not focus links). */
  returnFocus?: HTMLElement | null;
}

interface DialogEntry extends DialogSpec {
  key: number;
  returnFocus: HTMLElement | null;
}

interface DialogApi {
  open(spec: DialogSpec): void;
  close(): void;
  closeAll(): void;
  depth: number;
}

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<DialogEntry[]>([]);
  const stackRef = useRef<DialogEntry[]>([]);
  const nextKey = useRef(0);

  const replace = useCallback((next: DialogEntry[]) => {
    const removed = stackRef.current.slice(next.length).reverse();
    stackRef.current = next;
    setStack(next);
    for (const entry of removed) entry.onClose?.();
    // Focus goes back (to where it was before the lowest removed dialog) once the dialogs have left the page.
    const returnTo = removed[removed.length - 1]?.returnFocus;
    if (returnTo) setTimeout(() => returnTo.focus(), 0);
  }, []);
  const open = useCallback((spec: DialogSpec) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = { ...spec, key: nextKey.current++, returnFocus: spec.returnFocus ?? focused };
    stackRef.current = [...stackRef.current, entry];
    setStack(stackRef.current);
  }, []);
  const close = useCallback(() => replace(stackRef.current.slice(0, -1)), [replace]);
  const closeAll = useCallback(() => replace([]), [replace]);
  // The browser closed one itself (Escape): it leaves the stack, with any opened above it.
  const closed = useCallback(
    (key: number) => {
      const index = stackRef.current.findIndex((entry) => entry.key === key);
      if (index >= 0) replace(stackRef.current.slice(0, index));
    },
    [replace],
  );

  useEffect(() => {
    if (stack.length === 0) document.body.removeAttribute(BODY_DIALOG_ATTRIBUTE);
    else document.body.setAttribute(BODY_DIALOG_ATTRIBUTE, "open");
  }, [stack.length]);

  const api = useMemo(() => ({ open, close, closeAll, depth: stack.length }), [open, close, closeAll, stack.length]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      {stack.length > 0 &&
        createPortal(
          stack.map((entry) => (
            <DialogFrame key={entry.key} entry={entry} close={close} closed={() => closed(entry.key)} />
          )),
          document.body,
        )}
    </DialogContext.Provider>
  );
}

function DialogFrame({ entry, close, closed }: { entry: DialogEntry; close: () => void; closed: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // Opened once, when drawn: a dialog opened later goes on top of it, and leaving the stack takes it off the page.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
  }, []);

  const full = entry.fullScreen === true;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "outline-none",
        full
          ? "m-0 size-full max-h-none max-w-none bg-black text-white backdrop:bg-black"
          : "m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-black/50",
      )}
      onClose={closed}
    >
      {full ? (
        <div className="flex size-full flex-col">
          <h2 id={titleId} className="sr-only">
            {entry.title}
          </h2>
          {entry.render(close)}
        </div>
      ) : (
        <>
          <h2 id={titleId} className="text-lg font-bold">
            {entry.title}
          </h2>
          <div className="mt-3">{entry.render(close)}</div>
        </>
      )}
    </dialog>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs needs a DialogProvider above it");
  // A dialog is drawn at the root of the page, outside the providers around its opener: it keeps the opener's
  // words (a page adds its own namespaces beside the layout's, components/app/ClientMessages).
  const locale = useLocale();
  const messages = useMessages();
  return useMemo(
    () => ({
      ...api,
      open: (spec: DialogSpec) =>
        api.open({
          ...spec,
          render: (close) => (
            <NextIntlClientProvider locale={locale} messages={messages}>
              {spec.render(close)}
            </NextIntlClientProvider>
          ),
        }),
    }),
    [api, locale, messages],
  );
}

/** 'Are you sure…?' with a confirm and a cancel button; resolves true only for confirm. */
export function useConfirm() {
  const dialogs = useDialogs();
  return useCallback(
    (options: { title: string; message: string; confirmLabel: string; cancelLabel: string }) =>
      new Promise<boolean>((resolve) => {
        dialogs.open({
          title: options.title,
          onClose: () => resolve(false),
          render: (close) => {
            const answer = (confirmed: boolean) => {
              resolve(confirmed);
              close();
            };
            return (
              <>
                <p className="whitespace-pre-line">{options.message}</p>
                <div className="mt-5 flex justify-end gap-3">
                  <Button variant="secondary" onClick={() => answer(false)}>
                    {options.cancelLabel}
                  </Button>
                  <Button variant="danger" onClick={() => answer(true)}>
                    {options.confirmLabel}
                  </Button>
                </div>
              </>
            );
          },
        });
      }),
    [dialogs],
  );
}
