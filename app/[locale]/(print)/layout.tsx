// The print layout: one A4 page, no navigation. Vehicle print pages render inside it.
export default function PrintLayout({ children }: LayoutProps<"/[locale]">) {
  return (
    <>
      <style>{"@page { size: A4; margin: 10mm; }"}</style>
      <main id="main" className="mx-auto max-w-[210mm] bg-white p-[10mm] print:max-w-none print:p-0">
        {children}
      </main>
    </>
  );
}
