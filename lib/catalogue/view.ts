// How the catalogue lays out its results: cards (photo on top, the default) or a compact list (a thumbnail
// beside two lines), as a buyer chose it last. The choice travels in `view=` when a toggle link is followed
// and is kept in a cookie, so every catalogue page after it is drawn that way from the server.

export const CATALOGUE_VIEWS = ["cards", "list"] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];
export const VIEW_COOKIE = "catalogue-view";
/** The query-string key of a layout asked by a link. */
export const VIEW_QUERY_KEY = "view";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const isView = (value: unknown): value is CatalogueView => CATALOGUE_VIEWS.includes(value as CatalogueView);

/** The layout asked by the link followed, else the one remembered, else cards. */
export function chooseView(asked: unknown, remembered: string | undefined): CatalogueView {
  const first = Array.isArray(asked) ? asked[0] : asked;
  if (isView(first)) return first;
  return isView(remembered) ? remembered : "cards";
}

/** The cookie that remembers a layout, as `document.cookie` takes it. */
export function viewCookie(view: CatalogueView): string {
  return `${VIEW_COOKIE}=${view}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
