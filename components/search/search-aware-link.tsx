"use client";

import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";
import { useSearch } from "./search-context";

/** A link to a property page that keeps the searched dates and guests in its query. */
export function SearchAwareLink({ href, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const search = useSearch();
  return <Link href={`${href}${search?.stayQuery ?? ""}`} {...props} />;
}
