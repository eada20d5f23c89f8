import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogCard } from "@/components/blog/blog-card";
import { PageHeader } from "@/components/common/page-header";
import { alternatesFor } from "@/components/seo/alternates";
import { listBlogPosts } from "@/lib/data/content";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "blog" });
  return { title: t("title"), description: t("metaDescription"), alternates: alternatesFor(locale, "/blog") };
}

export default async function BlogIndexPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const t = await getTranslations("blog");
  // Newest first: the data layer orders by publishedAt descending.
  const posts = await listBlogPosts(locale);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeader title={t("title")} lead={t("lead")} className="mb-10" />
      {posts.length === 0 ? (
        <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
