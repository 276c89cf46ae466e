import { cn } from "./cn";

// One look for every action on the site and in the admin: what it does decides its colour, how much it
// matters its size. Plain class strings, so a <button>, a <Link> and a plain <a> share them; a caller's className
// is merged over them (its px-2 replaces the size's px-3).
export type ButtonVariant =
  "primary" | "accent" | "secondary" | "outline" | "danger" | "remove" | "line" | "inverse" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const BASE = "inline-flex items-center justify-center gap-2 rounded-md text-center";
// Only a control can be disabled: a link is spared these classes (a results page draws forty such links).
const DISABLED = "disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  // The main action of a form or a list (send, save, search).
  primary: "bg-brand-700 font-bold text-white hover:bg-brand-800",
  // The action the page is for, in the call-to-action colour (ask for a quote, sell your truck).
  accent: "bg-accent-600 font-bold text-white hover:brightness-110",
  // Beside a main action: back, reset, a second way.
  secondary: "border border-slate-300 bg-white font-semibold text-ink hover:bg-slate-50",
  // A second way beside the main one, on white or on a pale brand panel.
  outline: "border border-brand-700 font-semibold text-brand-800 hover:bg-brand-100",
  // Confirms a deletion (in its dialog).
  danger: "bg-red-700 font-bold text-white hover:bg-red-800",
  // Starts one (a row's delete, a photo's remove): red, but not as loud as the confirmation.
  remove: "border border-red-700 bg-white font-semibold text-red-800 hover:bg-red-50",
  line: "bg-line-deep font-bold text-white hover:bg-line-dark",
  // On the brand-coloured header and hero.
  inverse: "bg-white font-bold text-brand-800 hover:bg-brand-50",
  // A quiet control in the header (menu, language): a thin border in the text's own colour, dark or light.
  ghost: "border border-current/40 font-semibold hover:bg-current/10",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-5",
  lg: "min-h-12 px-6 text-lg",
};

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** For a link that looks like a button, which has no disabled state. */
  link?: boolean;
  className?: string;
};

/** The classes of a button or a link that looks like one. */
export function buttonClass({
  variant = "primary",
  size = "md",
  block = false,
  link = false,
  className,
}: ButtonStyle = {}): string {
  return cn(BASE, !link && DISABLED, VARIANTS[variant], SIZES[size], block && "w-full", className);
}
