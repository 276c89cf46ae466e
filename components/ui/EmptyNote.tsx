import type { ReactNode } from "react";
import { cn } from "./cn";

/** Said where a list has nothing to show yet, so an empty page reads as empty rather than broken. */
export function EmptyNote({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn("empty-note", className)}>{children}</p>;
}
