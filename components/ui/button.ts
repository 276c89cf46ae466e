import { cn } from "./cn";

// One look for every action on the site and in the admin: what it does decides its colour, how much it
// matters its size. Plain class names, so a <button>, a <Link> and a plain <a> share them; the look itself is
// app/globals.css's .btn classes, in the components layer, so a caller's utility (px-2, w-auto, grid) wins over it.
// What each variant is for is said beside its look, in app/globals.css.
export type ButtonVariant =
  "primary" | "accent" | "secondary" | "outline" | "danger" | "remove" | "line" | "inverse" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
};

/** The classes of a button or a link that looks like one. */
export function buttonClass({ variant = "primary", size = "md", block = false, className }: ButtonStyle = {}): string {
  return cn("btn", `btn-${variant}`, `btn-${size}`, block && "btn-block", className);
}
