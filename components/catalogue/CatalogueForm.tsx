"use client";

import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { FOCUSABLE } from "@/lib/client/focus";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { BODY_DIALOG_ATTRIBUTE } from "@/components/dialog/DialogProvider";
import { Button } from "@/components/ui/Button";
import { buttonClass } from "@/components/ui/button";
import { useScripted } from "@/components/ui/use-scripted";
import { cn } from "@/components/ui/cn";

// Nothing to subscribe to: the answer only differs between the server (false) and the browser (true).

/** The search a form holds, as its query string: empty fields stay out of the URL. */
function searchOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
  }
  return params;
}

/**
 * A plain GET form that works without JavaScript. With it, choosing an option searches at once (the results
 * arrive by client navigation) and the search button says how many vehicles the form's search gives.
 * Below the pc breakpoint the filters hide behind a button and open as a sheet over the page: the server sends
 * a <details> disclosure for that, which works before scripts run or where they never do; once they run, the
 * sheet is a native modal <dialog> (the browser keeps focus in it and closes it on Escape) that searches only
 * when its button is pressed, and closes on a tap beside it.
 */
export function CatalogueForm(props: {
  kind: ListingKind;
  action: string;
  category?: string;
  label: string;
  total: number;
  activeFilters: number;
  children: ReactNode;
}) {
  const t = useTranslations("catalogueSheet");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const scripted = useScripted();
  const [sheet, setSheet] = useState(false);
  const [count, setCount] = useState(props.total);
  const trigger = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const recount = useRef<{ timer?: ReturnType<typeof setTimeout>; asked: number }>({ asked: 0 });

  // New results arrived (a search, the back button): the button counts them (React's "adjust state while
  // rendering" pattern, rather than an effect that would draw the old count first).
  const [countedTotal, setCountedTotal] = useState(props.total);
  if (countedTotal !== props.total) {
    setCountedTotal(props.total);
    setCount(props.total);
  }

  useEffect(() => {
    const dialog = sheetRef.current;
    if (!sheet || !dialog) return;
    document.body.setAttribute(BODY_DIALOG_ATTRIBUTE, "open");
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => document.body.removeAttribute(BODY_DIALOG_ATTRIBUTE);
  }, [sheet]);

  // However the sheet goes (its close button, Escape, a tap beside it, a search), the browser closes it first.
  // The form is drawn afresh in the page from the address: a sheet closed without searching forgets its choices,
  // and its button counts the results shown.
  function sheetClosed() {
    setSheet(false);
    setCount(props.total);
    trigger.current?.focus();
  }

  function navigate(form: HTMLFormElement) {
    const query = searchOf(form).toString();
    sheetRef.current?.close();
    startTransition(() => router.push(query ? `${props.action}?${query}` : props.action, { scroll: false }));
  }

  // The count follows the form as it is filled in. An answer is shown only if it is the last one asked for and
  // the form still asks that search: on a computer a changed option also runs the search, whose results count
  // themselves, and a count asked a moment before them must not overwrite theirs when it arrives after.
  function countFor(form: HTMLFormElement) {
    clearTimeout(recount.current.timer);
    recount.current.timer = setTimeout(async () => {
      const asked = ++recount.current.asked;
      const question = searchOf(form).toString();
      const search = searchOf(form);
      search.set("kind", props.kind);
      if (props.category) search.set("category", props.category);
      try {
        const response = await fetch(`${routes.catalogueCount}?${search}`);
        if (!response.ok) return;
        const { total } = (await response.json()) as { total: number };
        if (asked === recount.current.asked && searchOf(form).toString() === question) setCount(total);
      } catch {
        // Offline or the server is busy: the button keeps the last count; the search itself still works.
      }
    }, 250);
  }

  const look = buttonClass({ variant: "outline", size: "md", className: "w-full cursor-pointer" });
  const triggerLabel =
    props.activeFilters > 0 ? t("filterButtonActive", { count: props.activeFilters }) : t("filterButton");

  const form = (
    <form
      action={props.action}
      method="get"
      role="search"
      aria-label={props.label}
      aria-busy={pending}
      className={cn(
        "grid grid-cols-2 gap-3 border-slate-200 bg-slate-50 p-4 pc:grid-cols-6 pc:items-end",
        sheet ? "max-h-[90dvh] overflow-y-auto rounded-t-xl" : "rounded-lg border",
      )}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
      onChange={(event) => {
        const field = event.target;
        const choice =
          field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === "checkbox");
        if (choice && !sheet) navigate(event.currentTarget);
        else countFor(event.currentTarget);
      }}
      onInput={(event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === "number") countFor(event.currentTarget);
      }}
    >
      {sheet && (
        <div className="col-span-2 flex items-center justify-between">
          <p className="font-bold">{props.label}</p>
          <Button type="button" variant="ghost" size="sm" onClick={() => sheetRef.current?.close()}>
            {t("close")}
          </Button>
        </div>
      )}
      {props.children}
      <div
        className={cn(
          "col-span-2 pc:col-span-6",
          sheet && "sticky bottom-0 -mx-4 -mb-4 border-t border-slate-200 bg-slate-50 p-4",
        )}
      >
        <Button type="submit" className="w-full pc:ml-auto pc:w-auto" data-testid="catalogue-submit">
          {scripted ? t("showCount", { count }) : t("search")}
        </Button>
      </div>
    </form>
  );

  return (
    <div className="group/filters">
      <div className="pc:hidden">
        {scripted ? (
          <button
            ref={trigger}
            type="button"
            className={look}
            aria-expanded={sheet}
            aria-controls="catalogue-filters"
            onClick={() => setSheet(true)}
          >
            {triggerLabel}
          </button>
        ) : (
          <details>
            <summary className={cn(look, "list-none [&::-webkit-details-marker]:hidden")}>{triggerLabel}</summary>
          </details>
        )}
      </div>
      {sheet ? (
        <dialog
          id="catalogue-filters"
          ref={sheetRef}
          aria-label={props.label}
          className="mx-0 mt-auto mb-0 w-full max-w-none bg-transparent text-inherit backdrop:bg-black/50"
          onClose={sheetClosed}
          onClick={(event) => {
            if (event.target === sheetRef.current) sheetRef.current.close();
          }}
        >
          {form}
        </dialog>
      ) : (
        <div
          id="catalogue-filters"
          className="hidden group-has-[details[open]]/filters:mt-3 group-has-[details[open]]/filters:block pc:block"
        >
          {form}
        </div>
      )}
    </div>
  );
}
