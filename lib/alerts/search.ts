// A saved search is the catalogue page it was saved on: its kind, its category (the body-type slug of the
// path) and its query string as lib/catalogue/params.ts writes it, without the order and the page, which
// decide how a search is shown, not which trucks it finds. The browser form, the action and the job share
// these functions and the schema.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { catalogueQuery, parseCatalogueParams, type CatalogueParams } from "@/lib/catalogue/params";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { isSlug } from "@/lib/slug";
import { isListingKind, LISTING_KINDS, type ListingKind } from "@/lib/vehicles/listing-kind";
import { emailField, localeField } from "@/lib/requests/fields";

/** The canonical query string of a search: the catalogue's own, without sort and page. */
export function savedQuery(params: CatalogueParams): string {
  const { sort: _sort, page: _page, ...search } = params;
  return new URLSearchParams(catalogueQuery(search)).toString();
}

/** The search a saved query string asks for, read exactly as the catalogue page reads its address. */
export function paramsOfSavedQuery(query: string): CatalogueParams {
  return parseCatalogueParams(Object.fromEntries(new URLSearchParams(query)));
}

/**
 * A saved query without its free words: the search as chosen from the form's controls (master data, ranges,
 * yes or no), in which nothing a visitor wrote can appear.
 */
export function withoutFreeWords(query: string): string {
  return savedQuery({ ...paramsOfSavedQuery(query), q: "", words: [] });
}

/**
 * The search a sign-up page's address names (/alerts/new/{kind}/{category}?{query}), read as the catalogue reads its
 * own: its order, its page and any parameter the catalogue does not know fall away. Null for a kind the catalogue
 * does not have or a category that is no slug; whether the category exists is the database's to say.
 */
export function signUpSearch(
  kind: string,
  category: string | undefined,
  searchParams: Record<string, string | string[] | undefined>,
): { kind: ListingKind; category: string | null; query: string } | null {
  if (!isListingKind(kind) || (category !== undefined && !isSlug(category))) return null;
  return { kind, category: category ?? null, query: savedQuery(parseCatalogueParams(searchParams)) };
}

/** The catalogue page of a saved search, as a path inside the locale. */
export function savedSearchPath(search: { kind: ListingKind; category: string | null; query: string }): string {
  const path = routes[search.kind](search.category ?? undefined);
  return search.query ? `${path}?${search.query}` : path;
}

/** The same page as an absolute address on the site's origin, for mails. */
export function savedSearchUrl(
  origin: string,
  locale: Locale,
  search: { kind: ListingKind; category: string | null; query: string },
): string {
  const [path, query] = savedSearchPath(search).split("?");
  return `${origin}${localizePath(locale, path)}${query ? `?${query}` : ""}`;
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A saved search's confirm or unsubscribe page (or the one-click address) for its token, absolute. */
export function tokenUrl(origin: string, path: string, token: string): string {
  return `${origin}${path}?${new URLSearchParams({ token })}`;
}

/** What the form sends: the address, and the search of the page it was on (hidden fields). */
export const saveSearchSchema = z.object({
  email: emailField,
  locale: localeField,
  kind: z.enum(LISTING_KINDS, { error: fieldMessage("invalidFormat") }),
  category: z
    .string({ error: fieldMessage("invalidFormat") })
    .default("")
    .refine((value) => value === "" || isSlug(value), { error: fieldMessage("invalidFormat") })
    .transform((value) => value || null),
  // Read back through the catalogue's parser: whatever was posted, only a search the catalogue understands is kept.
  query: z
    .string({ error: fieldMessage("invalidFormat") })
    .max(2_000, { error: fieldMessage("invalidFormat") })
    .default("")
    .transform((value) => savedQuery(paramsOfSavedQuery(value))),
});

export type SaveSearchInput = z.input<typeof saveSearchSchema>;
export type SavedSearchDraft = z.output<typeof saveSearchSchema>;

/** What the confirm and unsubscribe buttons send. */
export const tokenSchema = z.object({
  token: z
    .string({ error: fieldMessage("invalidFormat") })
    .regex(TOKEN_PATTERN, { error: fieldMessage("invalidFormat") }),
});
