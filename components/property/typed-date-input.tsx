"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/lib/domain/localized";
import { formatTypedDate, parseTypedDate } from "@/lib/domain/typed-date";

interface TypedDateInputProps {
  id: string;
  /** The chosen day (ISO) or "" for none: set by typing here or by the calendar beside it. */
  value: string;
  onChange: (date: string) => void;
  locale: Locale;
  placeholder: string;
  /** Said under the field while what is typed is not a day. */
  invalidText: string;
}

/**
 * A day typed as people here write it (13.02.2027; 13/02/2027 in English), shown the same way in
 * every browser, for keyboards and screen readers beside the calendar. A complete day is taken as
 * soon as it is typed; a day picked in the calendar replaces the text.
 */
export function TypedDateInput({ id, value, onChange, locale, placeholder, invalidText }: TypedDateInputProps) {
  const [text, setText] = useState(() => formatTypedDate(value, locale));
  const [shown, setShown] = useState(value);
  // A new day from outside (the calendar, a reset, the address bar): show it.
  if (value !== shown) {
    setShown(value);
    setText(formatTypedDate(value, locale));
  }
  const invalid = text.trim() !== "" && parseTypedDate(text) === null;
  const hintId = `${id}-hint`;

  return (
    <>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hintId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const day = next.trim() === "" ? "" : parseTypedDate(next);
          if (day === null || day === shown) return;
          setShown(day);
          onChange(day);
        }}
        // Once the field is left, a day typed as "1.3.27" reads back as 01.03.2027.
        onBlur={() => {
          if (!invalid) setText(formatTypedDate(shown, locale));
        }}
      />
      {invalid ? (
        <p id={hintId} className="text-xs text-destructive">
          {invalidText}
        </p>
      ) : null}
    </>
  );
}
