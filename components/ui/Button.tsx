import type { ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonStyle } from "./button";

type ButtonProps = ButtonStyle & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className">;

/** A real <button>: type "button" unless it says it submits, so no button sends a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}
