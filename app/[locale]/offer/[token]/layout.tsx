import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { resolveLocale } from "../../resolve-locale";

type Props = { children: ReactNode; params: Promise<{ locale: string; token: string }> };

// The offer pages' error and not-found boundaries are client components that load with every
// offer page. They read their few texts from this provider: importing the message files there
// put all three catalogues (43 KB gzip) into each offer page's first load.
const BOUNDARY_KEYS = ["fetchFailed", "unexpected", "retry", "notFoundTitle", "notFoundText"] as const;

export default async function OfferLayout({ children, params }: Props) {
  await resolveLocale(params);
  const { error, image, notFound, offerPage } = await getMessages();
  const boundaryTexts = Object.fromEntries(BOUNDARY_KEYS.map((key) => [key, offerPage[key]]));
  return <NextIntlClientProvider messages={{ error, image, notFound, offerPage: boundaryTexts }}>{children}</NextIntlClientProvider>;
}
