import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { MapPin } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ContactCard } from "@/components/contact/contact-card";
import { paragraphs } from "@/components/common/text-blocks";
import { HydrateOnView } from "@/components/common/hydrate-on-view";
import { Section } from "@/components/common/section";
import { BookingCard } from "@/components/property/booking-card";
import { GoogleReviews } from "@/components/property/google-reviews";
import { MobileBookingBar } from "@/components/property/mobile-booking-bar";
import { PointsOfInterest } from "@/components/property/points-of-interest";
import { formatFromPrice } from "@/components/property/price";
import { PropertyAmenities } from "@/components/property/property-amenities";
import { PropertyFacts } from "@/components/property/property-facts";
import { PropertyFaq } from "@/components/property/property-faq";
import { PropertyGallery } from "@/components/property/property-gallery";
import { PropertyJsonLd } from "@/components/property/property-json-ld";
import { PropertyLocation } from "@/components/property/property-location";
import { alternatesFor } from "@/components/seo/alternates";
import { localizedPath } from "@/i18n/paths";
import { findRenamedPropertySlug, getVisibleProperty, listVisiblePropertySlugs } from "@/lib/data/properties";
import { getPlaceReviews } from "@/lib/data/reviews";
import { isLocale } from "@/lib/domain/localized";
import { env, googleMapsConfig } from "@/lib/env";
import { notFoundTitle } from "../../not-found-metadata";
import { resolveLocale } from "../../resolve-locale";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Properties made visible after the build are rendered on their first request, then cached.
export const dynamicParams = true;

export async function generateStaticParams() {
  const slugs = await listVisiblePropertySlugs();
  return slugs.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const property = await getVisibleProperty(slug, locale);
  if (!property) return notFoundTitle(locale, "pageTitle");
  const t = await getTranslations({ locale, namespace: "property" });
  const title = t("metaTitle", { name: property.name, location: property.location });
  const description = t("metaDescription", {
    name: property.name,
    location: property.location,
    description: property.description.slice(0, 160),
  });
  const path = `/${property.slug}`;
  const images = property.images.slice(0, 1);
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      title,
      description: property.description.slice(0, 200),
      url: localizedPath(locale, path),
      images,
      type: "website",
    },
    twitter: { card: "summary_large_image", title, description: property.description.slice(0, 200), images },
  };
}

export default async function PropertyPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const property = await getVisibleProperty(slug, locale);
  if (!property) {
    // A slug changed in the editor: the old URL (bookmarks, search engines) moves for good.
    const renamed = await findRenamedPropertySlug(slug);
    if (renamed) permanentRedirect(localizedPath(locale, `/${renamed}`));
    console.warn("[404] property", JSON.stringify(`/${slug}`));
    notFound();
  }

  const t = await getTranslations("property");
  const { SITE_URL, OFFICE_EMAIL, OFFICE_PHONE } = env();
  const maps = googleMapsConfig(env());
  // Read during the static render (build and revalidation), never per request.
  const reviews = await getPlaceReviews(property.googlePlaceId, locale);
  // The lowest nightly price of the coming year from the synced rates, else the fixed price.
  const price = formatFromPrice(property.fromPrice, locale);
  const absolute = (path: string) => new URL(path, SITE_URL).toString();

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 md:px-6 md:pb-16">
      <PropertyJsonLd
        property={property}
        url={absolute(localizedPath(locale, `/${property.slug}`))}
        imageUrls={property.images.map(absolute)}
        telephone={property.phone ?? OFFICE_PHONE}
        priceRange={price ? t("priceRange", { price }) : t("contactForPricing")}
      />
      <header className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{property.name}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          {property.location}
        </p>
      </header>

      {/* From 1024 px the booking card sits beside the gallery, so the price and Reserve are on the
          first screen; it stays in view (sticky) and scrolls within itself if the window is short. */}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-12">
          <PropertyGallery images={property.images} />
          <PropertyFacts facts={property} variant="strip" />
          <Section id="about" title={t("about")} hydrateOnView>
            <div className="space-y-4 leading-relaxed text-foreground/90">
              {paragraphs(property.description).map((p, index) => (
                <p key={index}>{p}</p>
              ))}
            </div>
          </Section>
          <PropertyAmenities amenities={property.amenities} />
          {property.googlePlaceId && <GoogleReviews data={reviews} locale={locale} />}
          <PropertyFaq faqs={property.faqs} />
          <PropertyLocation
            name={property.name}
            address={property.address}
            location={property.location}
            latitude={property.latitude}
            longitude={property.longitude}
            points={property.pointsOfInterest}
            // The browser key is public by design (restricted by referrer); the Places key never leaves the server.
            config={{ browserKey: maps?.browserKey ?? null, mapId: maps?.mapId ?? null }}
            language={locale}
          />
          <PointsOfInterest points={property.pointsOfInterest} />
        </div>
        <aside aria-label={t("bookingSidebar")} className="space-y-6 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain">
          <BookingCard price={price} links={property} slug={property.slug} maxGuests={property.maxGuests} />
          {/* At the foot of the page on phones: taken over by React when it comes into view. */}
          <HydrateOnView>
            <ContactCard email={OFFICE_EMAIL} phone={OFFICE_PHONE} />
          </HydrateOnView>
        </aside>
      </div>

      <MobileBookingBar price={price} slug={property.slug} />
    </div>
  );
}
