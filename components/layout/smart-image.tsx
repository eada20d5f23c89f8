"use client";

import { useCallback, useState } from "react";
import { preload } from "react-dom";
import { ImageOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { labelled } from "@/lib/domain/typography";
import { optimizedImage, type OptimizedImageOptions } from "@/lib/images/optimized-image";

type Status = "loading" | "loaded" | "error";

type SmartImageProps = OptimizedImageOptions & {
  alt: string;
  className?: string;
  wrapperClassName?: string;
  "data-testid"?: string;
};

/**
 * A photo from Next's image optimizer (the attributes next/image would give it, without its
 * client code: lib/images/optimized-image.ts) with a shimmering placeholder while loading and a
 * visible notice when the file cannot be loaded (a broken image icon tells visitors nothing).
 * With `fill`, the parent must be positioned and sized, as for next/image.
 */
export function SmartImage({ className, wrapperClassName, alt, "data-testid": testId, ...options }: SmartImageProps) {
  const t = useTranslations("image");
  const locale = useLocale();
  const [status, setStatus] = useState<Status>("loading");
  // The static HTML may finish (or fail) loading before React hydrates, when onLoad/onError
  // have not been attached yet: read the outcome from the element once it is mounted.
  const checkSettled = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setStatus(img.naturalWidth > 0 ? "loaded" : "error");
  }, [setStatus]);
  const wrapper = cn(options.fill ? "absolute inset-0" : "relative inline-block", "overflow-hidden", wrapperClassName);
  const attributes = optimizedImage(options);
  // As next/image does for a priority photo: a preload link in the head, found before the body.
  if (options.priority) preload(attributes.src, { as: "image", imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes, fetchPriority: "high" });

  if (status === "error") {
    return (
      <span
        role="img"
        aria-label={alt ? labelled(alt, t("failed"), locale) : t("failed")}
        className={cn(wrapper, "flex flex-col items-center justify-center gap-2 bg-muted p-4 text-center text-sm text-muted-foreground")}
      >
        <ImageOff className="size-8" aria-hidden="true" />
        <span aria-hidden="true">{t("failed")}</span>
      </span>
    );
  }

  return (
    <span className={wrapper}>
      {status === "loading" && <span aria-hidden="true" className="image-shimmer absolute inset-0" />}
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes, see above */}
      <img
        {...attributes}
        alt={alt}
        ref={checkSettled}
        data-testid={testId}
        className={cn(!options.fill && "relative", className)}
        onLoad={() => setStatus("loaded")}
        onError={() => setStatus("error")}
      />
    </span>
  );
}
