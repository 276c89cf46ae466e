import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * A bordered panel: a vehicle, a post, an office, a section of a staff form. `as` names what it is (a section
 * unless said otherwise: an article in a list, a list item, an aside, a plain box); `muted` greys it, for
 * what stands beside the page's main content (other ways to reach us, a closing call to action).
 */
export function Card({
  as: Tag = "section",
  muted = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "section" | "article" | "div" | "li" | "aside"; muted?: boolean }) {
  return <Tag className={cn("card", muted && "card-muted", className)} {...props} />;
}
