"use client";

import { useTranslations } from "next-intl";
import { useNow } from "./use-now";
import { cn } from "@/components/ui/cn";

/** 'Phone lines open now' or closed, from the opening hours the server listed (Japan time, holidays included). */
export function PhoneStatus({ hours, renderedAt }: { hours: [number, number][]; renderedAt: number }) {
  const t = useTranslations("hours");
  const now = useNow(renderedAt);
  if (now === null) return null;
  const open = hours.some(([start, end]) => now >= start && now < end);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold" data-phone-open={open}>
      <span aria-hidden="true" className={cn("size-2 rounded-full", open ? "bg-emerald-400" : "bg-slate-400")} />
      {open
        ? t("phoneOpen")
        : // A phone's header has a third of its width beside the buttons: the hint would wrap to four lines there.
          t.rich("phoneClosed", { hint: (chunks) => <span className="hidden sm:inline">{chunks}</span> })}
    </span>
  );
}
