import { getTranslations } from "next-intl/server";
import { Section } from "@/components/common/section";
import type { Locale } from "@/lib/domain/localized";
import { hasUsableRating, safeExternalUrl, selectReviews } from "@/lib/domain/reviews";
import type { PlaceReview, PlaceReviews } from "@/lib/integrations/google/places";
import { StarRating } from "./star-rating";

/**
 * The Google rating with the first three reviews, as Google's policies for Places API content ask
 * (docs/integrations/google.md): the Google Maps attribution next to them, each author's name
 * (linked to the profile Google gives), photo and the time of the review (linked to the review on
 * Google Maps), and every link taken from Google's answer, none built here. Renders nothing
 * without a rating.
 */
export async function GoogleReviews({ data, locale }: { data: PlaceReviews | null; locale: Locale }) {
  if (!data || !hasUsableRating(data.rating)) return null;
  const t = await getTranslations("reviews");
  const tp = await getTranslations("property");
  const formatRating = (r: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r);
  const rating = formatRating(data.rating);
  const count = data.userRatingCount ?? data.reviews.length;
  const allReviewsUrl = safeExternalUrl(data.reviewsUri) ?? safeExternalUrl(data.googleMapsUri);

  return (
    <Section id="reviews" title={t("title")} hydrateOnView>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="reviews-summary">
        <span className="text-3xl font-semibold tabular-nums">{rating}</span>
        <StarRating rating={data.rating} label={t("ratingLabel", { rating })} className="size-5" />
        <span className="text-muted-foreground">{t("count", { count })}</span>
      </p>
      <GoogleMapsAttribution label={t("source")} />
      {data.reviews.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-3">
          {selectReviews(data.reviews).map((review, index) => (
            <li key={index} className="space-y-3 rounded-lg border bg-card p-4" data-testid="review">
              <ReviewAuthor
                review={review}
                fallbackName={t("anonymous")}
                newTab={tp("opensInNewTab")}
                locale={locale}
              />
              {review.rating !== null && (
                <StarRating rating={review.rating} label={t("ratingLabel", { rating: formatRating(review.rating) })} />
              )}
              {review.text && <p className="line-clamp-6 text-sm whitespace-pre-line text-foreground/90">{review.text}</p>}
            </li>
          ))}
        </ul>
      )}
      {allReviewsUrl && (
        <p className="text-sm">
          <a
            href={allReviewsUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="reviews-all"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("allReviews")}
            <span className="sr-only"> {tp("opensInNewTab")}</span>
          </a>
        </p>
      )}
    </Section>
  );
}

/**
 * "Google Maps" as text, the attribution Google accepts where its logo is not used: never
 * translated (also not by a browser's translator) and never broken over two lines.
 */
function GoogleMapsAttribution({ label }: { label: string }) {
  return (
    <p className="text-sm text-muted-foreground" data-testid="reviews-attribution">
      {label}{" "}
      <span translate="no" lang="en" className="font-medium whitespace-nowrap text-foreground">
        Google Maps
      </span>
    </p>
  );
}

function ReviewAuthor({
  review,
  fallbackName,
  newTab,
  locale,
}: {
  review: PlaceReview;
  fallbackName: string;
  newTab: string;
  locale: Locale;
}) {
  const name = review.authorName ?? fallbackName;
  const profile = safeExternalUrl(review.authorUri);
  const photo = safeExternalUrl(review.authorPhotoUri);
  const published = review.publishTime ? new Date(review.publishTime) : null;
  const validDate = published && !Number.isNaN(published.getTime()) ? published : null;
  const when = review.relativeTime ?? (validDate ? new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(validDate) : null);
  const reviewUrl = safeExternalUrl(review.googleMapsUri);
  const time = when && (validDate ? <time dateTime={validDate.toISOString()}>{when}</time> : when);

  return (
    <div className="flex items-center gap-3">
      {photo ? (
        // Google's avatar host is not ours to optimize: shown as is, without sending our URL along
        // (a plain <img>: next/image, a client component, would add its code to the page's first load).
        // eslint-disable-next-line @next/next/no-img-element
        <img src={photo} alt="" width={40} height={40} loading="lazy" decoding="async" referrerPolicy="no-referrer" className="size-10 rounded-full" />
      ) : (
        <span className="flex size-10 items-center justify-center rounded-full bg-accent font-medium text-primary" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        {profile ? (
          <a href={profile} target="_blank" rel="noopener noreferrer" className="font-medium hover:underline">
            {name}
            <span className="sr-only"> {newTab}</span>
          </a>
        ) : (
          <span className="font-medium">{name}</span>
        )}
        {time && (
          <p className="text-xs text-muted-foreground">
            {reviewUrl ? (
              // The review itself on Google Maps, from Google's answer (Review.googleMapsUri).
              <a href={reviewUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:text-foreground hover:underline">
                {time}
                <span className="sr-only"> {newTab}</span>
              </a>
            ) : (
              time
            )}
          </p>
        )}
      </div>
    </div>
  );
}
