import { cn } from "./cn";

// One look for every action on the site and in the admin: what it does decides its colour, how much it
// matters its size. Plain class names, so a <button>, a <Link> and a plain <a> share them; the look itself is
// app/globals.css's .btn classes, in the components layer, so a caller's utility (px-2, w-auto, grid) wins over it.
export type ButtonVariant =
  // primary: the main action of a form or a list (send, save, search). accent: the action the page is for, in the
  // call-to-action colour (ask for a quote, sell your truck). secondary: beside a main action (back, reset, a
  // second way). outline: a second way beside the main one, on white or on a pale brand panel. danger: confirms a
  // deletion (in its dialog). remove: starts one (a row's delete, a photo's remove), red but not as loud. line:
  // LINE's green. inverse: on the brand-coloured header and hero. ghost: a quiet control in the header (menu,
  // language), a thin border in the text's own colour.
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
