import type { ReactNode } from "react";

/** A table of facts, one row a term and its value, as 会社概要 and 特商法 pages set them out. */
export function FactList({ facts, className = "" }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 border-t border-slate-200 pc:grid-cols-[max-content_1fr] ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="pt-3 font-semibold pc:border-b pc:border-slate-200 pc:pb-3">{term}</dt>
          <dd className="border-b border-slate-200 pb-3 pt-1 leading-relaxed pc:pt-3">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
