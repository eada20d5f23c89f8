import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

// The admin lists' search and filters: a plain GET form, so the URL holds the state and it works
// without JavaScript. The caller passes translated texts; the grid's columns fit its fields.

interface FilterBarProps {
  action: string;
  label: string;
  applyLabel: string;
  /** Tailwind grid columns from `sm` up, e.g. "sm:grid-cols-[minmax(0,1fr)_10rem_auto]". */
  columns: string;
  search: { label: string; placeholder: string; value: string };
  children: ReactNode;
}

export function FilterBar({ action, label, applyLabel, columns, search, children }: FilterBarProps) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={`grid gap-3 sm:items-end ${columns}`}>
      <label className="grid gap-1.5 text-sm font-medium">
        {search.label}
        <Input type="search" name="q" defaultValue={search.value} placeholder={search.placeholder} />
      </label>
      {children}
      <Button type="submit" variant="outline">
        {applyLabel}
      </Button>
    </form>
  );
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}

export function FilterSelect({ label, name, value, options }: FilterSelectProps) {
  return (
    <label className="grid gap-1.5 text-sm font-medium">
      {label}
      <NativeSelect name={name} defaultValue={value}>
        {options.map((o) => (
          <NativeSelectOption key={o.value} value={o.value}>
            {o.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </label>
  );
}
