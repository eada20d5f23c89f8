import { getTranslations } from "next-intl/server";
import { Section } from "@/components/common/section";
import type { Locale } from "@/lib/domain/localized";
import { hasUsableRating, safeExternalUrl, selectReviews } from "@/lib/domain/reviews";
import type { PlaceReview, PlaceReviews } from "@/lib/integrations/google/places";
import { StarRating } from "./star-rating";

/**
 * The Google rating with the first three reviews and their authors, as Google's terms ask:
 * name (linked to the author's profile), photo and the time of the review. Renders nothing
 * without a rating.
 */
export async function GoogleReviews({ data, placeId, locale }: { data: PlaceReviews | null; placeId: string; locale: Locale }) {
  if (!data || !hasUsableRating(data.rating)) return null;
  const t = await getTranslations("reviews");
  const tp = await getTranslations("property");
  const formatRating = (r: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r);
  const rating = formatRating(data.rating);
  const count = data.userRatingCount ?? data.reviews.length;
  const placeUrl = `https://www.google.com/maps/place/?q=place_id:${encodeURIComponent(placeId)}`;

  return (
    <Section id="reviews" title={t("title")}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="reviews-summary">
        <span className="text-3xl font-semibold tabular-nums">{rating}</span>
        <StarRating rating={data.rating} label={t("ratingLabel", { rating })} className="size-5" />
        <span className="text-muted-foreground">{t("count", { count })}</span>
      </p>
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
      <p className="text-xs text-muted-foreground">
        {t("source")} ·{" "}
        <a href={placeUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-foreground">
          {t("allReviews")}
          <span className="sr-only"> {tp("opensInNewTab")}</span>
        </a>
      </p>
    </Section>
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
        {when && (
          <p className="text-xs text-muted-foreground">
            {validDate ? <time dateTime={validDate.toISOString()}>{when}</time> : when}
          </p>
        )}
      </div>
    </div>
  );
}
