import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { hasControlCharacters } from "@/lib/domain/control-characters";
import { localizedContent, localizedContentHtml } from "@/lib/domain/content-typography";
import type { Locale } from "@/lib/domain/localized";
import { sanitizeContentHtml } from "@/lib/security/sanitize-html";
import { cacheTags } from "./cache-tags";

export interface InfoPageLink {
  slug: string;
  navTitle: string;
}

export interface InfoPageData extends InfoPageLink {
  pageTitle: string;
  /** Sanitized on the server: safe to render as HTML. */
  html: string;
}

export interface TeamMemberData {
  id: string;
  name: string;
  title: string;
  description: string | null;
  photoUrl: string | null;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
}

export interface BlogPostData {
  id: string;
  title: string;
  content: string;
  category: string;
  imageUrl: string | null;
  publishedAt: string;
  property: { slug: string; name: string } | null;
}

/** Visible info pages shown in the footer, in their order. */
export const listFooterPages = unstable_cache(
  async (locale: Locale): Promise<InfoPageLink[]> => {
    const db = await getDb();
    const rows = await db.websiteInfoPage.findMany({ where: { visible: true, inFooter: true }, orderBy: { order: "asc" } });
    return rows.map((r) => ({ slug: r.slug, navTitle: localizedContent(r.navTitle, locale) }));
  },
  ["info:footer"],
  { tags: [cacheTags.infoPages] },
);

/** Every visible info page (the side navigation of /info). */
export const listInfoPages = unstable_cache(
  async (locale: Locale): Promise<InfoPageLink[]> => {
    const db = await getDb();
    const rows = await db.websiteInfoPage.findMany({ where: { visible: true }, orderBy: { order: "asc" } });
    return rows.map((r) => ({ slug: r.slug, navTitle: localizedContent(r.navTitle, locale) }));
  },
  ["info:list"],
  { tags: [cacheTags.infoPages] },
);

/** One visible info page with sanitized HTML; null when missing or hidden. */
export const getInfoPage = unstable_cache(
  async (slug: string, locale: Locale): Promise<InfoPageData | null> => {
    // A control character names no page; a NUL would make PostgreSQL raise (a 500 on /info/%00).
    if (hasControlCharacters(slug)) return null;
    const db = await getDb();
    const row = await db.websiteInfoPage.findFirst({ where: { slug, visible: true } });
    if (!row) return null;
    return {
      slug: row.slug,
      navTitle: localizedContent(row.navTitle, locale),
      pageTitle: localizedContent(row.pageTitle, locale),
      html: localizedContentHtml(row.content, locale, sanitizeContentHtml),
    };
  },
  ["info:page"],
  { tags: [cacheTags.infoPages] },
);

export const listTeamMembers = unstable_cache(
  async (locale: Locale): Promise<TeamMemberData[]> => {
    const db = await getDb();
    const rows = await db.teamMember.findMany({ orderBy: [{ order: "asc" }, { name: "asc" }] });
    return rows.map((m) => ({
      id: m.id,
      name: m.name,
      title: localizedContent(m.title, locale),
      description: m.description ? localizedContent(m.description, locale) || null : null,
      photoUrl: m.photoUrl,
      email: m.email,
      phone: m.phone,
      linkedinUrl: m.linkedinUrl,
    }));
  },
  ["team:list"],
  { tags: [cacheTags.team] },
);

type BlogRow = {
  id: string;
  title: unknown;
  content: unknown;
  category: unknown;
  imageUrl: string | null;
  publishedAt: Date;
  property: { slug: string; name: string; isVisible: boolean } | null;
};

function toBlogPost(row: BlogRow, locale: Locale): BlogPostData {
  return {
    id: row.id,
    title: localizedContent(row.title, locale),
    content: localizedContent(row.content, locale),
    category: localizedContent(row.category, locale),
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt.toISOString(),
    // A hidden property is not linked: its page is a 404.
    property: row.property?.isVisible ? { slug: row.property.slug, name: row.property.name } : null,
  };
}

const blogInclude = { property: { select: { slug: true, name: true, isVisible: true } } } as const;

/** Published posts, newest first. */
export const listBlogPosts = unstable_cache(
  async (locale: Locale): Promise<BlogPostData[]> => {
    const db = await getDb();
    const rows = await db.blogPost.findMany({
      where: { publishedAt: { lte: new Date() } },
      orderBy: { publishedAt: "desc" },
      include: blogInclude,
    });
    return rows.map((r) => toBlogPost(r, locale));
  },
  ["blog:list"],
  { tags: [cacheTags.blog] },
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const getBlogPost = unstable_cache(
  async (id: string, locale: Locale): Promise<BlogPostData | null> => {
    // Not a UUID: cannot exist (and would make PostgreSQL raise instead of returning nothing).
    if (!UUID.test(id)) return null;
    const db = await getDb();
    const row = await db.blogPost.findUnique({ where: { id }, include: blogInclude });
    return row ? toBlogPost(row, locale) : null;
  },
  ["blog:post"],
  { tags: [cacheTags.blog] },
);
