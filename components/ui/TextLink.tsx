import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "./cn";

type TextLinkStyle = { standalone?: boolean; className?: string };

/**
 * The classes of a link that reads as a link: underlined in the brand colour, not by colour alone. A link on
 * a line of its own (read more, see all, back) is `standalone`: 44 px tall, so a finger finds it.
 */
export function textLinkClass({ standalone = false, className }: TextLinkStyle = {}): string {
  return cn("text-link", standalone && "text-link-standalone", className);
}

/** A link to a page of the site that reads as a link (ButtonLink is the one that looks like a button). */
export function TextLink({ standalone, className, ...props }: TextLinkStyle & ComponentProps<typeof Link>) {
  return <Link className={textLinkClass({ standalone, className })} {...props} />;
}
