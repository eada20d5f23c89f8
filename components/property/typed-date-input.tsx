"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/lib/domain/localized";
import { formatTypedDate, readTypedDate } from "@/lib/domain/typed-date";

interface TypedDateInputProps {
  id: string;
  /** The chosen day (ISO) or "" for none: set by typing here or by the calendar beside it. */
  value: string;
  onChange: (date: string) => void;
  locale: Locale;
  placeholder: string;
  /** Said under the field while what is typed is not a day. */
  invalidText: string;
  className?: string;
}

/**
 * A day typed as people here write it (13.02.2027; 13/02/2027 in English), shown the same way in
 * every browser, for keyboards and screen readers beside the calendar. A day is taken once it is
 * written in full (a four-digit year) or when the field is left ("1.3.27"), never halfway: on the
 * way to 06/03/2027, "06/03/20" is a day of 2020, and taking it wiped the departure the guest was
 * typing. While the guest types, the field keeps their keys; a day picked in the calendar
 * replaces the text.
 */
export function TypedDateInput({ id, value, onChange, locale, placeholder, invalidText, className }: TypedDateInputProps) {
  const [text, setText] = useState(() => formatTypedDate(value, locale));
  const [shown, setShown] = useState(value);
  const [typing, setTyping] = useState(false);
  // A new day from outside (the calendar, a reset, the address bar): show it, unless the guest is
  // typing here (the stay may drop a departure before the arrival; the keys stay theirs).
  if (value !== shown) {
    setShown(value);
    if (!typing) setText(formatTypedDate(value, locale));
  }
  const reading = readTypedDate(text);
  // Not a day: said once it is written in full or the field is left, not at every key on the way.
  const invalid = text.trim() !== "" && reading.date === null && (reading.complete || !typing);
  const hintId = `${id}-hint`;
  const take = (day: string) => {
    if (day === shown) return;
    setShown(day);
    onChange(day);
  };

  return (
    <>
      <Input
        id={id}
        className={className}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hintId : undefined}
        onFocus={() => setTyping(true)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === "") return take("");
          const typed = readTypedDate(next);
          if (typed.complete && typed.date) take(typed.date);
        }}
        // Once the field is left, a shorter day ("1.3.27") is taken and reads back as 01.03.2027.
        onBlur={() => {
          setTyping(false);
          const day = text.trim() === "" ? "" : reading.date;
          if (day === null) return;
          take(day);
          setText(formatTypedDate(day, locale));
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
