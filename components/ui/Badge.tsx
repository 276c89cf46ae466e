import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "neutral" | "brand" | "accent" | "danger" | "ink" | "outline";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-200 text-ink",
  brand: "bg-brand-700 text-white",
  accent: "bg-accent-600 text-white",
  danger: "bg-red-700 text-white",
  ink: "bg-ink text-white",
  outline: "border border-brand-600 text-brand-700",
};

// sm beside a label or on a card; md beside a page's heading.
const SIZES = { sm: "px-1.5 py-0.5 text-xs", md: "px-2 py-0.5 text-sm" };

/** A short label beside a name: 必須 / 任意, a status, 商談中. */
export function Badge({
  tone = "neutral",
  size = "sm",
  children,
  ...rest
}: {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  children: ReactNode;
} & Omit<ComponentProps<"span">, "className" | "children">) {
  return (
    <span {...rest} className={cn("inline-block rounded font-semibold", SIZES[size], TONES[tone])}>
      {children}
    </span>
  );
}
