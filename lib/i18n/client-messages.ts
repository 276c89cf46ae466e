import type { AbstractIntlMessages } from "next-intl";

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
] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
