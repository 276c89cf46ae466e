import type { ComponentProps } from "react";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "./cn";

export type Chip = {
  key: string;
  href: ComponentProps<typeof Link>["href"];
  name: string;
  current: boolean;
  /** A choice that would lead nowhere (no vehicle of it for this search): shown, but not a link. */
  disabled?: boolean;
};

const CHIP = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold";
const CURRENT = "border-brand-700 bg-brand-700 text-white";
const OTHER = "border-slate-300 bg-white hover:border-brand-600";
const DISABLED = "border-slate-200 bg-slate-50 text-muted";

/**
 * One choice of a set as rounded links (a body type, a request type), the current one filled: a row that
 * scrolls sideways on a phone and wraps on a computer.
 */
export function ChipNav({ label, chips, className }: { label: string; chips: Chip[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-2 overflow-x-auto pb-2 pc:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            {chip.disabled && !chip.current ? (
              <span aria-disabled="true" className={cn(CHIP, DISABLED)}>
                {chip.name}
              </span>
            ) : (
              <Link
                href={chip.href}
                aria-current={chip.current ? "page" : undefined}
                className={cn(CHIP, chip.current ? CURRENT : OTHER)}
              >
                {chip.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
