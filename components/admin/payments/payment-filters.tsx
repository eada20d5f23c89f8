import { getTranslations } from "next-intl/server";
import { FilterSelect } from "@/components/admin/filter-bar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { PropertyOption } from "@/lib/data/admin-bookings";
import { PAYMENT_KIND_FILTERS, PAYMENT_PROVIDER_FILTERS, PAYMENT_STATUS_FILTERS, type PaymentListQuery } from "@/lib/schemas/refunds";
import { AutoApplyForm } from "./auto-apply-form";

/** Kind, status, provider, property and a date range, read from and written to the URL. */
export async function PaymentFilters({ query, action, properties }: { query: PaymentListQuery; action: string; properties: PropertyOption[] }) {
  const t = await getTranslations("adminPayments");
  const date = (name: "from" | "to") => (
    <label className="grid gap-1.5 text-sm font-medium">
      {t(`filters.${name}`)}
      <Input type="date" name={name} defaultValue={query[name] ?? ""} min="1970-01-01" max="2999-12-31" />
    </label>
  );
  return (
    <AutoApplyForm action={action} pathname="/admin/payments" label={t("filters.label")} className="grid gap-3 sm:grid-cols-2 sm:items-end lg:grid-cols-3 2xl:grid-cols-6">
      <FilterSelect label={t("filters.kind")} name="kind" value={query.kind} options={PAYMENT_KIND_FILTERS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      <FilterSelect label={t("filters.status")} name="status" value={query.status} options={PAYMENT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
      <FilterSelect label={t("filters.provider")} name="provider" value={query.provider} options={PAYMENT_PROVIDER_FILTERS.map((p) => ({ value: p, label: t(`providers.${p}`) }))} />
      <FilterSelect
        label={t("filters.property")}
        name="property"
        value={query.property}
        options={[{ value: "all", label: t("filters.allProperties") }, ...properties.map((p) => ({ value: p.id, label: p.name }))]}
      />
      {date("from")}
      {date("to")}
      {/* Filters apply on change; this button is for browsers without JavaScript. */}
      <noscript>
        <Button type="submit" variant="outline">
          {t("filters.apply")}
        </Button>
      </noscript>
    </AutoApplyForm>
  );
}
