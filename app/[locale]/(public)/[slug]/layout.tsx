import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { slugWasProperty } from "@/lib/data/properties";

/**
 * A one-segment path that never named a property (a typo like /kontakt) is a page that does not
 * exist: notFound() here, in the layout, is caught by the locale's "page not found" boundary,
 * not by this segment's "property not found" one, which the page keeps for hidden properties.
 */
export default async function PropertySlugLayout({ children, params }: { children: ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(await slugWasProperty(slug))) notFound();
  return children;
}
