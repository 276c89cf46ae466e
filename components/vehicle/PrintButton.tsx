"use client";

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="no-print min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white"
    >
      {label}
    </button>
  );
}
