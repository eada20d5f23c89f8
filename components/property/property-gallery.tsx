import { getTranslations } from "next-intl/server";
import { GalleryCarousel } from "./gallery/gallery-carousel";

/** The property's photos: translated labels from the server, interaction in a small client island. */
export async function PropertyGallery({ images }: { images: string[] }) {
  const t = await getTranslations("gallery");
  const tProperty = await getTranslations("property");
  if (images.length === 0) return null;
  const total = images.length;
  return (
    <GalleryCarousel
      images={images}
      alts={images.map((_, i) => tProperty("imageAltNumbered", { n: i + 1 }))}
      texts={{
        previous: t("previous"),
        next: t("next"),
        showAll: t("showAll"),
        backToHome: t("backToHome"),
        backToProperty: t("backToProperty"),
        backToGrid: t("backToGrid"),
        photos: t("photos", { count: total }),
        viewerDescription: t("viewerDescription"),
        thumbnails: t("thumbnails"),
        counterTemplate: t("counter", { current: "{current}", total }),
        showImageTemplate: t("showImage", { n: "{n}" }),
      }}
    />
  );
}
