import type { ReactNode } from "react";
import { cn } from "./cn";

export type Definition = [term: string, value: ReactNode];

// How a list of terms and values is set out; each look is one that pages share. The list's own look is in
// app/globals.css (.definitions-*), so a caller's className wins over it.
const LOOKS = {
  // 会社概要, 特商法: the term above its value on a phone, beside it on a computer, a rule under each.
  ruled: {
    list: "definitions-ruled",
    term: "pt-3 font-semibold pc:border-b pc:border-slate-200 pc:pb-3",
    value: "border-b border-slate-200 pb-3 pt-1 leading-relaxed pc:pt-3",
  },
  // A specification table: shaded terms beside their values.
  table: {
    list: "definitions-table",
    term: "border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold",
    value: "border-b border-slate-200 px-3 py-2",
  },
  // Figures under a price: quiet terms beside their values.
  plain: {
    list: "definitions-plain",
    term: "text-muted",
    value: "tabular-nums",
  },
} as const;

/** A <dl> of terms and their values, one look for each kind of list, so the same facts read the same. */
export function DefinitionList({
  rows,
  look,
  className,
}: {
  rows: Definition[];
  look: keyof typeof LOOKS;
  className?: string;
}) {
  const { list, term, value } = LOOKS[look];
  return (
    <dl className={cn(list, className)}>
      {rows.map(([name, content]) => (
        <div key={name} className="contents">
          <dt className={term}>{name}</dt>
          <dd className={value}>{content}</dd>
        </div>
      ))}
    </dl>
  );
}
