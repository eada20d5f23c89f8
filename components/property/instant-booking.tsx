"use client";

import { Loader2, Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { createInstantBookingAction } from "@/lib/actions/instant-booking/create-instant-booking";
import { formatChf, toRappen } from "@/lib/domain/money";
import { occupancy } from "@/lib/domain/quote";
import { readStayQuery, writeStayQuery, type StayQuery } from "@/lib/domain/stay-query";
import { replaceLocationSearch, useLocationSearch } from "@/components/search/use-location-search";
import { publishCardReserve } from "./card-reserve";
import { StayDatesField } from "./stay-dates-field";
import { useAvailability } from "./use-availability";

type Counts = { adults: number; children6To16: number; children3To5: number; babies: number };
type CountKey = keyof Counts;
const COUNT_KEYS: CountKey[] = ["adults", "children6To16", "children3To5", "babies"];
interface QuoteAnswer { available: boolean; message?: string; nights: number; base: number; cleaningFee: number; touristTax: number; saastalCard: number; total: number; deposit: number }
type PriceState = { kind: "idle" } | { kind: "loading" } | { kind: "quote"; quote: QuoteAnswer } | { kind: "error"; message: string };

/**
 * 'Reserve' on the (static) property page: dates, guests by age group and the live price from
 * /api/quote, all in the browser. The server prices the stay again when the request is created.
 * The stay lives in the address bar too (lib/domain/stay-query.ts): a search's dates and guests
 * arrive with the link, the mobile bar reads them, and a language switch or reload keeps them.
 */
export function InstantBooking({ slug, maxGuests }: { slug: string; maxGuests: number }) {
  const t = useTranslations("instantBooking");
  const tStay = useTranslations("search");
  const locale = useSiteLocale();
  // The address bar is the stay's state (lib/domain/stay-query.ts): prerendered without a query,
  // the page reads it after hydration, and every choice replaces it (no history entry per click).
  const stay = readStayQuery(new URLSearchParams(useLocationSearch()));
  const { checkIn, checkOut } = stay;
  const counts: Counts = { adults: Math.min(stay.adults, maxGuests), children6To16: stay.children6To16, children3To5: stay.children3To5, babies: stay.babies };
  const update = (patch: Partial<StayQuery>) => replaceLocationSearch(writeStayQuery(new URLSearchParams(window.location.search), { ...stay, ...counts, ...patch }));
  const [answer, setAnswer] = useState<{ key: string; state: PriceState } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const availability = useAvailability(slug);
  // The typed check-out's lower bound: check-in + its minimum stay, once the minimums are known.
  const ready = checkIn !== "" && checkOut !== "" && checkOut > checkIn;
  const key = ready ? [checkIn, checkOut, ...COUNT_KEYS.map((k) => counts[k])].join("/") : "";

  useEffect(() => {
    if (!key) return;
    const [ci = "", co = "", adults = "1", c616 = "0", c35 = "0", babies = "0"] = key.split("/");
    const controller = new AbortController();
    const query = new URLSearchParams({ property: slug, checkIn: ci, checkOut: co, adults, children6to16: c616, children3to5: c35, babies, locale });
    fetch(`/api/quote?${query.toString()}`, { signal: controller.signal })
      .then(async (response): Promise<PriceState> => {
        const body = (await response.json()) as QuoteAnswer & { error?: string; errors?: Record<string, string> };
        if (response.ok) return { kind: "quote", quote: body };
        return { kind: "error", message: Object.values(body.errors ?? {})[0] ?? body.error ?? t("errors.cannotPrice") };
      })
      .catch((): PriceState => ({ kind: "error", message: t("errors.cannotPrice") }))
      .then((state) => {
        if (!controller.signal.aborted) setAnswer({ key, state });
      });
    return () => controller.abort();
  }, [key, slug, locale, t]);

  const price: PriceState = !key ? { kind: "idle" } : answer?.key === key ? answer.state : { kind: "loading" };
  const full = occupancy(counts) >= maxGuests;
  const change = (k: CountKey, delta: number) => update({ [k]: Math.max(k === "adults" ? 1 : 0, counts[k] + delta) });

  const canReserve = price.kind === "quote" && price.quote.available;
  async function reserve() {
    setBusy(true);
    setError(null);
    try {
      const result = await createInstantBookingAction(locale, { slug, checkIn, checkOut, ...counts });
      if (result.data?.url) {
        window.location.assign(result.data.url);
        return;
      }
      const fieldError = Object.values(result.validationErrors?.fieldErrors ?? {})[0]?.[0];
      setError(result.serverError?.message ?? fieldError ?? t("errors.cannotPrice"));
    } catch (cause) {
      console.error("[instant booking] failed", cause);
      setError(t("errors.cannotPrice"));
    }
    setBusy(false);
  }

  const errorRef = useRef<HTMLParagraphElement>(null);
  const reserveRef = useRef(reserve);
  useEffect(() => {
    reserveRef.current = reserve;
  });
  // The phone's bottom bar offers this Reserve once it can be pressed (card-reserve.ts).
  useEffect(() => {
    publishCardReserve({ ready: canReserve, busy, reserve: () => void reserveRef.current() });
  }, [canReserve, busy]);
  useEffect(() => () => publishCardReserve(null), []);
  // A refusal is said here on the card; pressed from the bottom bar, the card is brought into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest" });
  }, [error]);

  return (
    <section aria-labelledby="instant-booking-title" className="grid gap-3 text-sm" data-testid="instant-booking">
      <h3 id="instant-booking-title" className="sr-only">{t("title")}</h3>
      <StayDatesField checkIn={checkIn} checkOut={checkOut} onChange={update} availability={availability} locale={locale} />
      <ul className="grid gap-1.5">
        {COUNT_KEYS.map((k) => (
          <li key={k} className="flex items-center justify-between gap-2">
            <span>{t(k)}</span>
            <span className="flex items-center gap-2">
              <Button type="button" variant="outline" size="icon" className="lg:size-8" aria-label={t("decrease", { label: t(k), group: k })} onClick={() => change(k, -1)} disabled={counts[k] <= (k === "adults" ? 1 : 0)}>
                <Minus aria-hidden="true" />
              </Button>
              <span className="w-6 text-center tabular-nums" data-testid={`count-${k}`}>{counts[k]}</span>
              <Button type="button" variant="outline" size="icon" className="lg:size-8" aria-label={t("increase", { label: t(k), group: k })} onClick={() => change(k, 1)} disabled={k !== "babies" && full}>
                <Plus aria-hidden="true" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t("maxGuests", { max: maxGuests })}</p>
      {/* With the calendar in its popover the whole card fits a laptop's first screen; on a window
          shorter still, the price and Reserve stay at the bottom of the (sticky, scrolling) sidebar. */}
      <div className="grid gap-3 bg-card lg:sticky lg:bottom-0 lg:z-10 lg:pb-1">
        <div aria-live="polite">
          {price.kind === "loading" ? <p className="text-muted-foreground">{t("loading")}</p> : null}
          {price.kind === "error" ? <p className="text-destructive">{price.message}</p> : null}
          {/* Nights another guest is paying for say when they may free up (the quote's message). */}
          {price.kind === "quote" && !price.quote.available ? <p className="font-medium text-destructive">{price.quote.message ?? t("errors.datesUnavailable")}</p> : null}
          {price.kind === "quote" && price.quote.available ? (
            // The same elements the checkout shows, from the same pricing module (/api/quote).
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
              <dt>{tStay("base", { nights: price.quote.nights })}</dt>
              <dd className="text-right tabular-nums">{formatChf(toRappen(price.quote.base), locale)}</dd>
              <dt>{tStay("cleaningFee")}</dt>
              <dd className="text-right tabular-nums">{formatChf(toRappen(price.quote.cleaningFee), locale)}</dd>
              <dt>{tStay("touristTax")}</dt>
              <dd className="text-right tabular-nums">{formatChf(toRappen(price.quote.touristTax), locale)}</dd>
              <dt>{tStay("saastalCard")}</dt>
              <dd className="text-right tabular-nums">{formatChf(toRappen(price.quote.saastalCard), locale)}</dd>
              <dt className="border-t pt-1 font-semibold">{t("total")} ({t("nights", { count: price.quote.nights })})</dt>
              <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="instant-total">{formatChf(toRappen(price.quote.total), locale)}</dd>
              <dt className="text-muted-foreground">{t("deposit")}</dt>
              <dd className="text-right text-muted-foreground tabular-nums">{formatChf(toRappen(price.quote.deposit), locale)}</dd>
            </dl>
          ) : null}
        </div>
        {error ? (
          <p ref={errorRef} role="alert" className="text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="button" onClick={reserve} disabled={busy || !canReserve}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? t("reserving") : t("reserve")}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t("holdNotice")}</p>
    </section>
  );
}
