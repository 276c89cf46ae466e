import type { ButtonHTMLAttributes, ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass, type ButtonStyle } from "./button";

type ButtonProps = ButtonStyle & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">;

/** A real <button>: type "button" unless it says it submits, so no button sends a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}

type ButtonLinkProps = ButtonStyle & Omit<ComponentProps<typeof Link>, "className">;

/** A link to a page of the site that looks like a button (it goes somewhere; it does not act). */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...props} />;
}
