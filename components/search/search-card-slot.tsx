"use client";

import type { ReactNode } from "react";
import { useSearch } from "./search-context";
import { useReveal } from "./use-reveal";

/** A grid cell of the listing: fades in when scrolled to, hidden when the search excludes its property. */
export function SearchCardSlot({ slug, children }: { slug: string; children: ReactNode }) {
  const search = useSearch();
  const ref = useReveal<HTMLLIElement>();
  const excluded = search?.status.kind === "done" && !search.status.hits.has(slug);
  return (
    <li ref={ref} hidden={excluded} data-slug={slug} className="reveal flex">
      {children}
    </li>
  );
}
