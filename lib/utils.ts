import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/ui/class-merge";

/**
 * Joins class names and lets later Tailwind classes override earlier conflicting ones (as
 * tailwind-merge would, for the classes this code base uses: see lib/ui/class-merge.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** A "tel:" URL: dialers want the number without spaces or punctuation other than a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
