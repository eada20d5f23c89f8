import { Bath, BedDouble, Ruler, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { PropertyCardData } from "@/lib/data/properties";
import { cn } from "@/lib/utils";

type Facts = Pick<PropertyCardData, "maxGuests" | "bedrooms" | "bathrooms" | "sizeM2">;

/** Guests, bedrooms, bathrooms and (when known) size: compact on cards, a strip on the detail page. */
export async function PropertyFacts({
  facts,
  variant = "compact",
  className,
}: {
  facts: Facts;
  variant?: "compact" | "strip";
  className?: string;
}) {
  const t = await getTranslations("property");
  const items = [
    { icon: Users, label: t("guests", { count: facts.maxGuests }) },
    { icon: BedDouble, label: t("bedrooms", { count: facts.bedrooms }) },
    { icon: Bath, label: t("bathrooms", { count: facts.bathrooms }) },
    ...(facts.sizeM2 ? [{ icon: Ruler, label: t("size", { size: facts.sizeM2 }) }] : []),
  ];

  return (
    <ul
      className={cn(
        variant === "strip"
          ? "grid grid-cols-2 gap-3 rounded-xl border bg-surface p-4 sm:flex sm:flex-wrap sm:gap-x-8"
          : "flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground",
        className,
      )}
    >
      {items.map(({ icon: Icon, label }) => (
        <li key={label} className={cn("flex items-center gap-2", variant === "strip" && "font-medium")}>
          <Icon className={cn("shrink-0 text-primary", variant === "strip" ? "size-5" : "size-4")} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
