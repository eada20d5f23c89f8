"use client";

import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useRef, useState } from "react";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/lib/domain/localized";
import { TypedDateInput } from "./typed-date-input";
import type { Availability } from "./use-availability";

// The month calendar (and radix's popover and dialog code) is fetched when the guest first opens
// it, or points at the button: the property page's first load carries only the two fields.
const loadPopup = () => import("./stay-dates-popup").then((m) => ({ default: m.StayDatesPopup }));
const StayDatesPopup = lazy(loadPopup);

/**
 * The booking card's stay as one compact field: arrival and departure typed as the page's language
 * writes them (TypedDateInput), and a button that opens the month calendar in a popover (a bottom
 * sheet on phones). Closed, the card stays short enough for its total and Reserve to be in view.
 */
export function StayDatesField({
  checkIn,
  checkOut,
  onChange,
  availability,
  locale,
}: {
  checkIn: string;
  checkOut: string;
  onChange: (dates: { checkIn?: string; checkOut?: string }) => void;
  availability: Availability;
  locale: Locale;
}) {
  const t = useTranslations("instantBooking");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const half = "grid min-w-0 content-start gap-0.5 px-2.5 pt-1.5 pb-1";
  // Borderless inside the field's own frame; the frame shows focus for the part being typed in.
  const input = "h-7 border-0 px-0 py-0 shadow-none focus-visible:ring-0";

  return (
    <div
      ref={fieldRef}
      className="grid grid-cols-[minmax(0,1fr)_auto] rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 min-[360px]:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
      data-testid="stay-dates-field"
    >
      <div className={half}>
        <Label htmlFor="instant-check-in" className="text-xs text-muted-foreground">
          {t("checkIn")}
        </Label>
        <TypedDateInput id="instant-check-in" className={input} value={checkIn} onChange={(day) => onChange({ checkIn: day })} locale={locale} placeholder={t("datePlaceholder")} invalidText={t("dateInvalid")} />
      </div>
      {/* One above the other below 360 px: a whole date (13/02/2027) needs about 100 px. */}
      <div className={`${half} col-start-1 row-start-2 border-t min-[360px]:col-start-2 min-[360px]:row-start-1 min-[360px]:border-t-0 min-[360px]:border-l`}>
        <Label htmlFor="instant-check-out" className="text-xs text-muted-foreground">
          {t("checkOut")}
        </Label>
        <TypedDateInput id="instant-check-out" className={input} value={checkOut} onChange={(day) => onChange({ checkOut: day })} locale={locale} placeholder={t("datePlaceholder")} invalidText={t("dateInvalid")} />
      </div>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t("calendar.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        className="col-start-2 row-span-2 row-start-1 flex w-11 items-center justify-center rounded-r-md border-l text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent min-[360px]:col-start-3 min-[360px]:row-span-1"
      >
        <CalendarDays className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <StayDatesPopup
            open={open}
            onOpenChange={setOpen}
            anchorRef={fieldRef}
            triggerRef={triggerRef}
            checkIn={checkIn}
            checkOut={checkOut}
            onChange={onChange}
            availability={availability}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
