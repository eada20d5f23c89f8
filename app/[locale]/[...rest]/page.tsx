import { notFound } from "next/navigation";
import { notFoundMetadata } from "../not-found-metadata";
import { resolveLocale } from "../resolve-locale";

type Props = { params: Promise<{ locale: string; rest: string[] }> };

export const generateMetadata = notFoundMetadata("pageTitle");

/**
 * Any path no page matches lands here, inside the [locale] layout, so the visitor gets the
 * localized 404 page (with header and footer) and status 404. The path is logged to spot broken
 * links from old URLs.
 */
export default async function CatchAllNotFound({ params }: Props) {
  await resolveLocale(params);
  const { rest } = await params;
  console.warn("[404]", "/" + rest.join("/"));
  notFound();
}
