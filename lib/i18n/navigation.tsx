import type { ComponentProps } from "react";
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * A link within the site, in the current language. It does not prefetch: Next's router would ask the server for
 * every link that scrolls into view (about 90 for a catalogue page and its twenty vehicles, a second of the
 * server's CPU for one visitor), where a page itself, served from memory, costs a millisecond. A click asks for
 * the page it opens, and only that.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />;
}
