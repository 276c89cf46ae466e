import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export type NoticeTone = "error" | "success" | "info";

const TONES: Record<NoticeTone, string> = {
  error: "border border-red-700 bg-red-50 text-red-800",
  success: "bg-brand-50",
  info: "border border-slate-300 bg-slate-50 text-sm",
};

/**
 * A message about what just happened (saved, refused, sent). An error is an alert; the others are polite
 * status updates, so a screen reader hears them once without losing its place.
 */
export function Notice({ tone, className, ...props }: { tone: NoticeTone } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md p-3 font-semibold", TONES[tone], className)}
      {...props}
    />
  );
}
