import type { ReactNode } from "react";
import { getMessages } from "next-intl/server";
import { pageMessages, type PageMessages } from "@/lib/i18n/client-messages";
import { AddedMessages } from "./AddedMessages";

/** Sends the words of a page's own client components (a form, the gallery, the estimator) with them alone. */
export async function ClientMessages({ page, children }: { page: PageMessages; children: ReactNode }) {
  return <AddedMessages messages={pageMessages(await getMessages(), page)}>{children}</AddedMessages>;
}
