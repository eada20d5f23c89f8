import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";

/** The admin lists whose messages have pagination, previous, next and pageOf. */
type ListMessages = "adminBookings" | "adminUsers" | "adminPayments";

interface Props {
  messages: ListMessages;
  pathname: "/admin/bookings" | "/admin/users" | "/admin/payments";
  /** The list's search and filters as URL parameters, kept on every page. */
  params: Record<string, string>;
  page: number;
  pageCount: number;
}

/** Previous / next links of an admin list that keep its search and filters. */
export async function ListPagination({ messages, pathname, params, page, pageCount }: Props) {
  const t = await getTranslations(messages);
  if (pageCount <= 1) return null;
  const href = (p: number) => ({ pathname, query: { ...params, page: String(p) } });
  const linkClass = "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent";
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-4">
      {page > 1 ? <Link href={href(page - 1)} className={linkClass}>{t("previous")}</Link> : <span />}
      <span className="text-sm text-muted-foreground">{t("pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? <Link href={href(page + 1)} className={linkClass}>{t("next")}</Link> : <span />}
    </nav>
  );
}
