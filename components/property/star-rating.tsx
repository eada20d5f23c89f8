import { Star, StarHalf } from "lucide-react";
import { starParts } from "@/lib/domain/reviews";
import { cn } from "@/lib/utils";

/** Five stars for a rating (whole stars, a half star from .5), read out as one labelled image. */
export function StarRating({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const { full, half, empty } = starParts(rating);
  const star = cn("size-4 shrink-0", className);
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5 text-amber-600">
      {Array.from({ length: full }, (_, i) => (
        <Star key={`full-${i}`} data-star="full" className={cn(star, "fill-current")} aria-hidden="true" />
      ))}
      {half && (
        <span data-star="half" className="relative inline-flex">
          <Star className={cn(star, "text-muted-foreground/40")} aria-hidden="true" />
          <StarHalf className={cn(star, "absolute inset-0 fill-current")} aria-hidden="true" />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`empty-${i}`} data-star="empty" className={cn(star, "text-muted-foreground/40")} aria-hidden="true" />
      ))}
    </span>
  );
}
