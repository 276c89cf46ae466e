import type { ReactNode } from "react";

const HEADINGS = {
  plain: "text-xl font-bold",
  // A part of a staff screen: the dashboard's tiles, an order's next steps.
  minor: "text-lg font-bold",
  // A part of a vehicle's page (its specifications, its description, its video) under a ruled heading.
  ruled: "border-l-4 border-brand-700 pl-2 text-lg font-bold",
};

/** A titled part of a page: a <section> named by its h2, so a screen reader lists it among the page's regions. */
export function Section({
  id,
  title,
  heading = "plain",
  className,
  children,
}: {
  id: string;
  title: string;
  heading?: keyof typeof HEADINGS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={HEADINGS[heading]}>
        {title}
      </h2>
      {children}
    </section>
  );
}
