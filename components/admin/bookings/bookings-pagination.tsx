import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BookingListQuery } from "@/lib/schemas/admin-bookings";

/** Previous / next links that keep the search and filters. */
export async function BookingsPagination({ query, page, pageCount }: { query: BookingListQuery; page: number; pageCount: number }) {
  const t = await getTranslations("adminBookings");
  if (pageCount <= 1) return null;
  const href = (p: number) => ({
    pathname: "/admin/bookings",
    query: { ...(query.q ? { q: query.q } : {}), status: query.status, property: query.property, page: String(p) },
  });
  const linkClass = "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent";
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-4">
      {page > 1 ? <Link href={href(page - 1)} className={linkClass}>{t("previous")}</Link> : <span />}
      <span className="text-sm text-muted-foreground">{t("pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? <Link href={href(page + 1)} className={linkClass}>{t("next")}</Link> : <span />}
    </nav>
  );
}
