"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useLocationSearch } from "./use-location-search";
import { formatChf, toRappen } from "@/lib/domain/money";
import { isLocale } from "@/lib/domain/localized";
import { fromIsoDate, isIsoDate } from "@/lib/domain/dates";

interface Quote {
  available: boolean;
  nights: number;
  base: number;
  cleaningFee: number;
  touristTax: number;
  saastalCard: number;
  total: number;
  deposit: number;
}

type State = { kind: "loading" } | { kind: "quote"; quote: Quote } | { kind: "error"; message: string };

function parseStay(search: string): { checkIn: string; checkOut: string; guests: number } | null {
  const params = new URLSearchParams(search);
  const checkIn = params.get("checkIn") ?? "";
  const checkOut = params.get("checkOut") ?? "";
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  return { checkIn, checkOut, guests: Math.max(1, Number.parseInt(params.get("guests") ?? "1", 10) || 1) };
}

/**
 * On a property page opened from a search (?checkIn&checkOut&guests): the stay's price from
 * /api/quote, the same pricing module checkout uses. The page stays static; this runs in the
 * browser, and shows nothing without dates in the address.
 */
export function StayQuote({ slug }: { slug: string }) {
  const t = useTranslations("search");
  const format = useFormatter();
  const current = useLocale();
  const locale = isLocale(current) ? current : "de";
  const stay = parseStay(useLocationSearch());
  const key = stay ? `${stay.checkIn}/${stay.checkOut}/${stay.guests}` : "";
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);

  useEffect(() => {
    if (!key) return;
    const [checkIn = "", checkOut = "", guests = "1"] = key.split("/");
    const controller = new AbortController();
    const query = new URLSearchParams({ property: slug, checkIn, checkOut, adults: guests, locale });
    fetch(`/api/quote?${query.toString()}`, { signal: controller.signal })
      .then(async (response): Promise<State> => {
        const body = (await response.json()) as Quote & { error?: string; errors?: Record<string, string> };
        if (response.ok) return { kind: "quote", quote: body };
        return { kind: "error", message: Object.values(body.errors ?? {})[0] ?? body.error ?? t("errors.unexpected") };
      })
      .catch((): State => ({ kind: "error", message: t("errors.unexpected") }))
      .then((state) => {
        if (!controller.signal.aborted) setAnswer({ key, state });
      });
    return () => controller.abort();
  }, [key, slug, locale, t]);

  if (!stay) return null;
  const state: State = answer?.key === key ? answer.state : { kind: "loading" };
  const chf = (amount: number) => formatChf(toRappen(amount), locale);
  const date = (iso: string) => format.dateTime(fromIsoDate(iso), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return (
    <section aria-labelledby="stay-quote-title" data-testid="stay-quote" className="rounded-lg border bg-surface p-4 text-sm">
      <h3 id="stay-quote-title" className="font-semibold">
        {t("yourStay")}
      </h3>
      <p className="text-muted-foreground">
        {t("stayDates", { checkIn: date(stay.checkIn), checkOut: date(stay.checkOut) })} · {t("stayGuests", { count: stay.guests })}
      </p>
      <div aria-live="polite" className="mt-3">
        {state.kind === "loading" ? <p className="text-muted-foreground">{t("loadingQuote")}</p> : null}
        {state.kind === "error" ? <p className="text-destructive">{state.message}</p> : null}
        {state.kind === "quote" && !state.quote.available ? <p className="font-medium text-destructive">{t("notAvailable")}</p> : null}
        {state.kind === "quote" && state.quote.available ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{t("base", { nights: state.quote.nights })}</dt>
            <dd className="text-right tabular-nums">{chf(state.quote.base)}</dd>
            <dt>{t("cleaningFee")}</dt>
            <dd className="text-right tabular-nums">{chf(state.quote.cleaningFee)}</dd>
            <dt>{t("touristTax")}</dt>
            <dd className="text-right tabular-nums">{chf(state.quote.touristTax)}</dd>
            <dt>{t("saastalCard")}</dt>
            <dd className="text-right tabular-nums">{chf(state.quote.saastalCard)}</dd>
            <dt className="border-t pt-1 font-semibold">{t("totalLabel")}</dt>
            <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="stay-total">
              {chf(state.quote.total)}
            </dd>
            <dt className="text-muted-foreground">{t("deposit")}</dt>
            <dd className="text-right text-muted-foreground tabular-nums">{chf(state.quote.deposit)}</dd>
          </dl>
        ) : null}
      </div>
    </section>
  );
}
