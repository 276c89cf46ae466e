// The print layout: one A4 page, no navigation. The print sheet is its own main landmark, so that a sheet
// that names no vehicle can answer in the site's frame instead (app/_routes/vehicle).
export default function PrintLayout({ children }: LayoutProps<"/[locale]">) {
  return (
    <>
      <style>{"@page { size: A4; margin: 10mm; }"}</style>
      {children}
    </>
  );
}
