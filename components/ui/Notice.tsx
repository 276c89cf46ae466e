import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export type NoticeTone = "error" | "success" | "info";

/**
 * A message about what just happened (saved, refused, sent). An error is an alert; the others are polite
 * status updates, so a screen reader hears them once without losing its place.
 */
export function Notice({ tone, className, ...props }: { tone: NoticeTone } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("notice", `notice-${tone}`, className)}
      {...props}
    />
  );
}
