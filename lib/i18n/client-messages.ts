import type { AbstractIntlMessages, Messages } from "next-intl";

// Only the namespaces that client components read travel to the browser; the rest stays on the server.
const CLIENT_NAMESPACES = [
  "nav",
  "locale",
  "errors",
  "validation",
  "actions",
  "form",
  "order",
  "request",
  "estimator",
  "hours",
  "promotions",
  "build",
  "consent",
  "gallery",
  "photoViewer",
  "finance",
  "catalogueSheet",
  "savedSearch",
  "offices",
  "keep",
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}

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
