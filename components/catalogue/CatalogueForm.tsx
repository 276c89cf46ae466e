"use client";

import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";

// A plain GET form that works without JavaScript; with it, choosing a filter searches at once and the
// result arrives by client navigation instead of a full page load. Empty fields stay out of the URL.
export function CatalogueForm({ action, label, children }: { action: string; label: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function navigate(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.set(key, value.trim());
    }
    const query = params.toString();
    startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
  }

  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-label={label}
      aria-busy={pending}
      className={[
        "grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4",
        "pc:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] pc:items-end",
      ].join(" ")}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") navigate(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
