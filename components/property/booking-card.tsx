import { BadgePercent, ExternalLink } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { InstantBooking } from "@/components/property/instant-booking";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

interface OutboundLinks {
  websiteUrl: string | null;
  airbnbUrl: string | null;
  bookingUrl: string | null;
}

/**
 * The guest's centre of the property page: the price, the stay (dates, party, live price with its
 * elements) and Reserve, then the house's listings on other sites. `id="book"` is where the mobile
 * bar and every "book" link on the page lead.
 */
export async function BookingCard({ price, links, slug, maxGuests }: { price: string | null; links: OutboundLinks; slug: string; maxGuests: number }) {
  const t = await getTranslations("property");
  const { search, instantBooking } = await getMessages();
  const outbound = [
    { url: links.websiteUrl, label: t("website") },
    { url: links.airbnbUrl, label: "Airbnb" },
    { url: links.bookingUrl, label: "Booking.com" },
  ].filter((l): l is { url: string; label: string } => Boolean(l.url));

  return (
    <Card id="book" className="scroll-mt-24 gap-4">
      <CardHeader>
        <CardTitle className="text-xl leading-snug">
          {price ? t("priceFrom", { price }) : t("contactForPricing")}
        </CardTitle>
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
          {t("bookDirect")}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {/* A client island: the page stays static, the price and the request are per visitor. */}
        <NextIntlClientProvider messages={{ instantBooking, search }}>
          <InstantBooking slug={slug} maxGuests={maxGuests} />
        </NextIntlClientProvider>
        {outbound.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">{t("alsoListedOn")}</p>
            <ul className="flex flex-wrap gap-2">
              {outbound.map((link) => (
                <li key={link.label}>
                  <Button asChild variant="outline" size="sm">
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <ExternalLink aria-hidden="true" />
                      <span className="sr-only">{t("opensInNewTab")}</span>
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
