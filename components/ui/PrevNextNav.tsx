import { TextLink } from "./TextLink";

/**
 * 'Previous' and 'next' for a list paged by `?page=` (the blog, the reviews): page 1 is the list's own
 * address, so it has one URL only.
 */
export function PrevNextNav({
  pathname,
  page,
  pageCount,
  labels,
}: {
  pathname: string;
  page: number;
  pageCount: number;
  labels: { nav: string; previous: string; next: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex justify-between">
      {page > 1 ? (
        <TextLink href={{ pathname, query: page > 2 ? { page: String(page - 1) } : {} }} standalone>
          {labels.previous}
        </TextLink>
      ) : (
        <span />
      )}
      {page < pageCount && (
        <TextLink href={{ pathname, query: { page: String(page + 1) } }} standalone>
          {labels.next}
        </TextLink>
      )}
    </nav>
  );
}
