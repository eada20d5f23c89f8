import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { resolveLocale } from "../../resolve-locale";

/**
 * The guest portal's client components (guest list dialogs, pay button, the booking's 404) read
 * their own namespaces. The root layout's provider only carries what every page needs, and a
 * nested provider replaces rather than extends it, so those namespaces are listed again here.
 */
export default async function MyBookingsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await resolveLocale(params);
  const { error, image, notFound, myBookings, guestList, payment } = await getMessages();
  return (
    <NextIntlClientProvider locale={locale} messages={{ error, image, notFound, myBookings, guestList, payment }}>
      {children}
    </NextIntlClientProvider>
  );
}
