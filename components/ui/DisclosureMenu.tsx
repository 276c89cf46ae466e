"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { BODY_DIALOG_ATTRIBUTE } from "@/components/dialog/DialogProvider";
import { FOCUSABLE } from "@/lib/client/focus";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { useScripted } from "@/components/ui/use-scripted";

type Props = {
  /** The button's words ("操作", "アカウント"). */
  label: ReactNode;
  /** The button's name for screen readers when the words alone do not say whose menu it is. */
  name?: string;
  /** From the pc breakpoint the content stands open in its place and the button is not shown (a row's actions). */
  inlineOnPc?: boolean;
  /** The button's look, when not the quiet outline of a row's menu. */
  buttonClassName?: string;
  /** Where the open menu sits: under the button, its right edge on the button's. */
  align?: "start" | "end";
  /** From the pc breakpoint, where the button moved to the other side (the staff sidebar's account menu). */
  alignOnPc?: "start" | "end";
  children: ReactNode;
};

/**
 * A button that shows and hides a few actions: Escape or a click elsewhere closes it and puts focus back on the
 * button. The server sends a <details> disclosure, so it opens before scripts run or where they never do.
 */
export function DisclosureMenu({
  label,
  name,
  inlineOnPc = false,
  buttonClassName,
  align = "end",
  alignOnPc = align,
  children,
}: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const scripted = useScripted();

  useEffect(() => {
    if (!open) return;
    content.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // A click in a dialog the menu opened (delete's confirmation) is not a click elsewhere.
    const onPointerDown = (event: PointerEvent) => {
      if (document.body.hasAttribute(BODY_DIALOG_ATTRIBUTE)) return;
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const look =
    buttonClassName ?? buttonClass({ variant: "secondary", size: "sm", className: "cursor-pointer whitespace-nowrap" });
  const toggleClass = cn(look, inlineOnPc && "pc:hidden", "list-none [&::-webkit-details-marker]:hidden");
  const panel = cn(
    open ? "grid" : "hidden",
    "group-has-[details[open]]/disclosure:grid",
    "absolute z-30 mt-1 min-w-48 gap-1 rounded-md border border-slate-300 bg-white p-2 text-ink shadow-lg",
    align === "end" ? "right-0" : "left-0",
    alignOnPc !== align && (alignOnPc === "end" ? "pc:left-auto pc:right-0" : "pc:left-0 pc:right-auto"),
    inlineOnPc && "pc:static pc:flex pc:min-w-0 pc:border-0 pc:bg-transparent pc:p-0 pc:text-inherit pc:shadow-none",
  );

  return (
    <div
      ref={root}
      className="group/disclosure relative"
      onKeyDown={(event) => {
        // Keys pressed in a dialog opened from the menu reach here through React's tree, not the page's.
        if (event.key !== "Escape" || !open || !root.current?.contains(event.target as Node)) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      {scripted ? (
        <button
          ref={button}
          type="button"
          className={toggleClass}
          aria-label={name}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {label}
          <span aria-hidden="true">▾</span>
        </button>
      ) : (
        <details>
          <summary className={toggleClass} aria-label={name}>
            {label}
            <span aria-hidden="true">▾</span>
          </summary>
        </details>
      )}
      {/* A link followed from the menu closes it: the page changes beneath a layout that stays. */}
      <div
        ref={content}
        id={id}
        className={panel}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
