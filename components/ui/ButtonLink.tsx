import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { buttonClass, type ButtonStyle } from "./button";

type ButtonLinkProps = ButtonStyle & Omit<ComponentProps<typeof Link>, "className">;

/** A link to a page of the site that looks like a button (it goes somewhere; it does not act). */
export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...props} />;
}
