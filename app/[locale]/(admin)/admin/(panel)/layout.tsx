import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { AdminNavigation } from "@/components/admin/AdminNavigation";
import { MailServerNotice } from "@/components/admin/mail/MailServerNotice";
import { allClientMessages } from "@/lib/i18n/client-messages";

// Signed-in screens: the side navigation beside the work area. The admin words reach the browser only
// here, not on public pages.
export default async function AdminPanelLayout({ children }: LayoutProps<"/[locale]/admin">) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ ...allClientMessages(messages), admin: messages.admin }}>
      <div className="pc:flex">
        <AdminNavigation />
        <main id="main" className="flex-1 px-4 py-6 pc:px-8">
          <MailServerNotice />
          {children}
        </main>
      </div>
    </NextIntlClientProvider>
  );
}
