import { notFound, redirect } from "next/navigation";
import { localizedPath } from "@/i18n/paths";
import { listInfoPages } from "@/lib/data/content";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

/** /info has no content of its own: it opens the first visible info page. */
export default async function InfoIndexPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [first] = await listInfoPages(locale);
  if (!first) notFound();
  redirect(localizedPath(locale, `/info/${first.slug}`));
}
