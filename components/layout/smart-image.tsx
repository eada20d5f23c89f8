"use client";

import { useCallback, useState } from "react";
import Image, { type ImageProps } from "next/image";
import { ImageOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { labelled } from "@/lib/domain/typography";

type Status = "loading" | "loaded" | "error";

/**
 * next/image with a shimmering placeholder while loading and a visible notice when the file
 * cannot be loaded (a broken image icon tells visitors nothing). With `fill`, the parent must be
 * positioned and sized, as for next/image.
 */
export function SmartImage({ className, wrapperClassName, alt, ...props }: ImageProps & { wrapperClassName?: string }) {
  const t = useTranslations("image");
  const locale = useLocale();
  const [status, setStatus] = useState<Status>("loading");
  // The static HTML may finish (or fail) loading before React hydrates, when onLoad/onError
  // have not been attached yet: read the outcome from the element once it is mounted.
  const checkSettled = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setStatus(img.naturalWidth > 0 ? "loaded" : "error");
  }, []);
  const wrapper = cn(props.fill ? "absolute inset-0" : "relative inline-block", "overflow-hidden", wrapperClassName);

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
      <Image
        {...props}
        alt={alt}
        ref={checkSettled}
        className={cn(!props.fill && "relative", className)}
        onLoad={(event) => {
          setStatus("loaded");
          props.onLoad?.(event);
        }}
        onError={(event) => {
          setStatus("error");
          props.onError?.(event);
        }}
      />
    </span>
  );
}
