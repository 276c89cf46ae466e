import type { AbstractIntlMessages, Messages } from "next-intl";

/**
 * The namespaces client components read on every page (header, footer, consent, favourites, the error
 * boundary, every action's shared answers): the only ones the layout sends to the browser.
 */
const EVERY_PAGE_NAMESPACES = [
  "nav",
  "locale",
  "errors",
  "actions",
  "build",
  "consent",
  "hours",
  "promotions",
  "offices",
  "keep",
] as const;

/**
 * Namespaces only some pages' client components read: a page adds them where it shows such a component
 * (components/app/ClientMessages), so a page with no form, gallery or estimator does not carry their words.
 */
export const PAGE_NAMESPACES = {
  catalogue: ["catalogueSheet", "licence"],
  vehicle: ["gallery", "photoViewer", "finance"],
  requestForm: ["form", "order", "request", "requestPhotos", "requestVehicle", "validation"],
  estimator: ["estimator"],
  savedSearchLink: ["savedSearch"],
  savedSearchSignUp: ["savedSearch", "form", "validation"],
  offerAnswer: ["requestStatus"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type PageMessages = keyof typeof PAGE_NAMESPACES;

export const CLIENT_NAMESPACES: readonly string[] = [
  ...new Set([...EVERY_PAGE_NAMESPACES, ...Object.values(PAGE_NAMESPACES).flat()]),
];

function pick(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}

/** What the layout sends every page. */
export const everyPageMessages = (messages: AbstractIntlMessages) => pick(messages, EVERY_PAGE_NAMESPACES);

/** What a page adds for the client components named. */
export const pageMessages = (messages: AbstractIntlMessages, page: PageMessages) =>
  pick(messages, PAGE_NAMESPACES[page]);

/** Every namespace any public client component reads: the admin panel's forms use them all. */
export const allClientMessages = (messages: AbstractIntlMessages) => pick(messages, CLIENT_NAMESPACES);

/**
 * The staff sign-in form's words, for the two places that show it outside the admin panel's messages: the
 * sign-in page and the dialog that signs staff in again (it opens at the root of the page).
 */
export function signInMessages(messages: Messages) {
  return { admin: { auth: messages.admin.auth } };
}

/** The one-time password page's words: it is opened signed out, outside the admin panel's messages. */
export function accountSetupMessages(messages: Messages) {
  return { admin: { account: messages.admin.account }, validation: messages.validation, actions: messages.actions };
}
