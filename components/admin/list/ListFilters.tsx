import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/Button";
import { DisclosureMenu } from "@/components/ui/DisclosureMenu";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

const CONTROL = "mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3";

/**
 * A staff list's filters: a plain GET form, so a filtered list is a link staff can keep, and it works
 * without scripts. The fields are its children; `apply` names the button (Search, Filter). A list of several
 * filters gives `set`, how many of them are in use: on a phone they fold behind a button that says so, so the
 * list starts on the first screen.
 */
export function ListFilters({ apply, set, children }: { apply: string; set?: number; children: ReactNode }) {
  const form = (
    <form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3 pc:mt-0">
      {children}
      <Button type="submit">{apply}</Button>
    </form>
  );
  return set === undefined ? form : <FoldedOnPhone set={set}>{form}</FoldedOnPhone>;
}

function FoldedOnPhone({ set, children }: { set: number; children: ReactNode }) {
  const t = useTranslations("admin.common");
  return (
    <div className="mt-4">
      <DisclosureMenu
        label={t("filters", { count: set })}
        inlineOnPc
        align="start"
        buttonClassName={buttonClass({ variant: "secondary", size: "sm", className: "cursor-pointer" })}
      >
        {children}
      </DisclosureMenu>
    </div>
  );
}

export function FilterSearch({
  label,
  value,
  maxLength,
  placeholder,
  wide = false,
}: {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  wide?: boolean;
}) {
  return (
    <label className="text-sm font-bold">
      {label}
      <input
        type="search"
        name="q"
        defaultValue={value}
        maxLength={maxLength}
        placeholder={placeholder}
        className={cn(CONTROL, wide && "w-64")}
      />
    </label>
  );
}

export function FilterSelect({
  label,
  name,
  value,
  options,
  all,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  /** The first choice, which sets no filter; a select without it always filters. */
  all?: string;
}) {
  return (
    <label className="text-sm font-bold">
      {label}
      <select name={name} defaultValue={value} className={CONTROL}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A short typed value, a number most often (a price in 万円): the keyboard shows digits on a phone. */
export function FilterText({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <label className="text-sm font-bold">
      {label}
      <input type="text" name={name} defaultValue={value} inputMode="numeric" className={cn(CONTROL, "w-36")} />
    </label>
  );
}

export function FilterCheckbox({ label, name, checked }: { label: string; name: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-bold">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="h-5 w-5" />
      {label}
    </label>
  );
}

/** A day, as the browser's date picker writes it (2026-11-24): the start or end of a range. */
export function FilterDate({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <label className="text-sm font-bold">
      {label}
      <input type="date" name={name} defaultValue={value} className={CONTROL} />
    </label>
  );
}
