// The print layout: one A4 page, no navigation. Vehicle print pages render inside it.
export default function PrintLayout({ children }: LayoutProps<"/[locale]">) {
  return <div className="mx-auto max-w-[210mm] bg-white p-[12mm] print:p-0">{children}</div>;
}
