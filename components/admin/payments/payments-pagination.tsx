import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { PaymentListQuery } from "@/lib/schemas/refunds";
import { paymentQueryParams } from "./query-params";

/** Previous / next links that keep the filters. */
export async function PaymentsPagination({ query, page, pageCount }: { query: PaymentListQuery; page: number; pageCount: number }) {
  const t = await getTranslations("adminPayments");
  if (pageCount <= 1) return null;
  const href = (p: number) => ({ pathname: "/admin/payments", query: paymentQueryParams(query, p) });
  const linkClass = "rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent";
  return (
    <nav aria-label={t("pagination")} className="flex items-center justify-between gap-4">
      {page > 1 ? <Link href={href(page - 1)} className={linkClass}>{t("previous")}</Link> : <span />}
      <span className="text-sm text-muted-foreground">{t("pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? <Link href={href(page + 1)} className={linkClass}>{t("next")}</Link> : <span />}
    </nav>
  );
}
