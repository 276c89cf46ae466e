import type { HTMLAttributes } from "react";

/**
 * A bordered white panel: a vehicle, a post, an office, a section of a staff form. `as` names what it is
 * (a section unless said otherwise: an article in a list, a list item, a plain box).
 */
export function Card({
  as: Tag = "section",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "section" | "article" | "div" | "li" }) {
  return (
    <Tag
      className={["rounded-lg border border-slate-200 bg-white p-4", className].filter(Boolean).join(" ")}
      {...props}
    />
  );
}
