import { Newspaper } from "lucide-react";
import { getFormatter } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BlogPostData } from "@/lib/data/content";
import { Badge } from "@/components/ui/badge";
import { SmartImage } from "@/components/layout/smart-image";

export async function BlogCard({ post, priority = false }: { post: BlogPostData; priority?: boolean }) {
  const format = await getFormatter();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] bg-muted">
        {post.imageUrl ? (
          <SmartImage
            src={post.imageUrl}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted-foreground">
            <Newspaper className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{post.category}</Badge>
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: "long" })}</time>
        </div>
        <h2 className="text-xl font-semibold tracking-tight">
          {/* The stretched link makes the whole card clickable while keeping one link per post. */}
          <Link href={`/blog/${post.id}`} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </Link>
        </h2>
      </div>
    </article>
  );
}
