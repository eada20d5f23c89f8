/** The gallery's texts, translated on the server and passed in (the page is static). */
export interface GalleryLabels {
  previous: string;
  next: string;
  showAll: string;
  backToHome: string;
  backToProperty: string;
  backToGrid: string;
  photos: string;
  counter: (current: number) => string;
  viewerDescription: string;
  thumbnails: string;
  showImage: (n: number) => string;
}

export type GalleryLabelTexts = Omit<GalleryLabels, "counter" | "showImage"> & {
  /** "{current} / {total}" with the total filled in; {current} replaced on the client. */
  counterTemplate: string;
  /** "Show image {n}" with {n} replaced on the client. */
  showImageTemplate: string;
};

export function galleryLabels(texts: GalleryLabelTexts): GalleryLabels {
  return {
    ...texts,
    counter: (current) => texts.counterTemplate.replace("{current}", String(current)),
    showImage: (n) => texts.showImageTemplate.replace("{n}", String(n)),
  };
}
