import type { PaymentListQuery } from "@/lib/schemas/refunds";

/** The filters of /admin/payments as URL parameters, defaults left out (for links that keep them). */
export function paymentQueryParams(query: PaymentListQuery, page?: number): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ["kind", "status", "provider", "property"] as const) if (query[key] !== "all") params[key] = query[key];
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (page !== undefined && page > 1) params.page = String(page);
  return params;
}
