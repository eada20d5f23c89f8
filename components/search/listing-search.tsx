import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/domain/localized";
import { SearchBar } from "./search-bar";
import { SearchProvider } from "./search-context";
import { SearchStatus } from "./search-status";

/** The availability search around a server-rendered property grid (listing and /book). */
export async function ListingSearch({ locale, chalets, children }: { locale: Locale; chalets: readonly { location: string; maxGuests: number }[]; children: ReactNode }) {
  const { search, image } = await getMessages();
  const t = await getTranslations("search");
  return (
    // Only the texts the search and the card images need go to the browser.
    <NextIntlClientProvider messages={{ search, image }}>
      <SearchProvider locale={locale} failedMessage={t("failed")}>
        <div className="mb-8 grid gap-4">
          <SearchBar />
          {/* Only where each chalet is and how many it sleeps: to say when a party is too large for all. */}
          <SearchStatus chalets={chalets.map(({ location, maxGuests }) => ({ location, maxGuests }))} />
        </div>
        {children}
      </SearchProvider>
    </NextIntlClientProvider>
  );
}
