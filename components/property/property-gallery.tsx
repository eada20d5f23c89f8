import { getTranslations } from "next-intl/server";
import { SmartImage } from "@/components/layout/smart-image";

const THUMBNAILS = 6;

/** The first photo large (the page's LCP element, loaded with priority) and up to six more below. */
export async function PropertyGallery({ images }: { images: string[] }) {
  const t = await getTranslations("property");
  const [first, ...rest] = images;
  if (!first) return null;
  const thumbnails = rest.slice(0, THUMBNAILS);

  return (
    <div className="space-y-3">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-muted md:aspect-[21/9]">
        <SmartImage
          src={first}
          alt={t("imageAltNumbered", { n: 1 })}
          fill
          priority
          sizes="(min-width: 1280px) 1232px, 100vw"
          className="object-cover"
        />
      </div>
      {thumbnails.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 md:grid-cols-6 md:gap-3">
          {thumbnails.map((src, index) => (
            <li key={src} className="relative aspect-[4/3] overflow-hidden rounded-lg bg-muted">
              <SmartImage
                src={src}
                alt={t("imageAltNumbered", { n: index + 2 })}
                fill
                sizes="(min-width: 1280px) 200px, (min-width: 768px) 16vw, 33vw"
                className="object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
