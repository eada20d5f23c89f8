import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "@/lib/ui/class-merge";

/**
 * Joins class names and lets later Tailwind classes override earlier conflicting ones (as
 * tailwind-merge would, for the classes this code base uses: see lib/ui/class-merge.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
