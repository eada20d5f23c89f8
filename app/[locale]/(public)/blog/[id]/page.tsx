import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft, Home } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { BlogContent } from "@/components/blog/blog-content";
import { SmartImage } from "@/components/layout/smart-image";
import { alternatesFor } from "@/components/seo/alternates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { getBlogPost, listBlogPosts } from "@/lib/data/content";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/localized";
import { notFoundTitle } from "../../../not-found-metadata";
import { resolveLocale } from "../../../resolve-locale";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateStaticParams() {
  // Post ids are the same in every language.
  const posts = await listBlogPosts(DEFAULT_LOCALE);
  return posts.map((post) => ({ id: post.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  if (!isLocale(locale)) return {};
  const post = await getBlogPost(id, locale);
  if (!post) return notFoundTitle(locale, "blogTitle");
  const description = post.content.replace(/^## /gm, "").replace(/\s+/g, " ").trim().slice(0, 160);
  const images = post.imageUrl ? [post.imageUrl] : undefined;
  return {
    title: post.title,
    description,
    alternates: alternatesFor(locale, `/blog/${post.id}`),
    openGraph: { title: post.title, description, type: "article", publishedTime: post.publishedAt, images },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const post = await getBlogPost(id, locale);
  if (!post) {
    console.warn("[404] blog post", `/blog/${id}`);
    notFound();
  }

  const t = await getTranslations("blog");
  const format = await getFormatter();

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <Link
        href="/blog"
        className="mb-8 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("backToBlog")}
      </Link>
      <header className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{post.category}</Badge>
          {post.property && (
            <Badge variant="outline" asChild>
              <Link href={`/${post.property.slug}`}>
                <Home aria-hidden="true" />
                {post.property.name}
              </Link>
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{post.title}</h1>
        <p className="text-muted-foreground">
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: "long" })}</time>
        </p>
      </header>
      {post.imageUrl && (
        <div className="relative mt-8 aspect-video overflow-hidden rounded-xl bg-muted">
          <SmartImage src={post.imageUrl} alt="" fill priority sizes="(min-width: 768px) 720px, 100vw" className="object-cover" />
        </div>
      )}
      <div className="mt-10">
        <BlogContent content={post.content} />
      </div>
      <footer className="mt-12 flex flex-wrap items-center gap-4 border-t pt-8">
        {post.property && (
          <Button asChild>
            <Link href={`/${post.property.slug}`}>{t("relatedProperty", { name: post.property.name })}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link href="/blog">
            <ArrowLeft aria-hidden="true" />
            {t("backToBlog")}
          </Link>
        </Button>
      </footer>
    </article>
  );
}
