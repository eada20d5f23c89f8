import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { InfoNav } from "@/components/info/info-nav";
import { alternatesFor } from "@/components/seo/alternates";
import { getInfoPage, listInfoPages } from "@/lib/data/content";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/localized";
import { notFoundTitle } from "../../../not-found-metadata";
import { resolveLocale } from "../../../resolve-locale";

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams() {
  const pages = await listInfoPages(DEFAULT_LOCALE);
  return pages.map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const page = await getInfoPage(slug, locale);
  if (!page) return notFoundTitle(locale, "pageTitle");
  return { title: page.pageTitle, alternates: alternatesFor(locale, `/info/${page.slug}`) };
}

export default async function InfoPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const [page, pages] = await Promise.all([getInfoPage(slug, locale), listInfoPages(locale)]);
  if (!page) {
    console.warn("[404] info page", `/info/${slug}`);
    notFound();
  }
  const t = await getTranslations("info");

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 md:grid-cols-[220px_minmax(0,1fr)] md:gap-12 md:px-6 md:py-14">
      <aside className="min-w-0 md:sticky md:top-24 md:self-start">
        <InfoNav pages={pages} currentSlug={page.slug} label={t("navLabel")} />
      </aside>
      <article className="min-w-0">
        <h1 className="mb-8 text-3xl font-bold tracking-tight md:text-4xl">{page.pageTitle}</h1>
        {/* Sanitized and typeset by lib/data/content (localizedContentHtml) before it is cached. */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </div>
  );
}
