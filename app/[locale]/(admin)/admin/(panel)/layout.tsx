import { AdminNavigation } from "@/components/admin/AdminNavigation";

// Signed-in screens: the side navigation beside the work area.
export default function AdminPanelLayout({ children }: LayoutProps<"/[locale]/admin">) {
  return (
    <div className="pc:flex">
      <AdminNavigation />
      <main id="main" className="flex-1 px-4 py-6 pc:px-8">
        {children}
      </main>
    </div>
  );
}
