import type { ReactNode } from "react";

/** A part of a vehicle's page (its specifications, its description, its video) under a ruled heading. */
export function VehicleSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="border-l-4 border-brand-700 pl-2 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
