import type { ReactNode } from "react";

/**
 * A page's title and the sentence under it that says what the page is for: one size and one measure on
 * every page. `action` stands beside the title (a staff member's 'new post').
 */
export function PageHeading({ title, lead, action }: { title: ReactNode; lead?: ReactNode; action?: ReactNode }) {
  const heading = <h1 className="text-2xl font-black pc:text-3xl">{title}</h1>;
  return (
    <>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {lead && <p className="mt-2 max-w-3xl leading-relaxed text-muted">{lead}</p>}
    </>
  );
}
