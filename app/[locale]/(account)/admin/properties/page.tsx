import type { Metadata } from "next";
import { Plus } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { RatesSyncButton } from "@/components/admin/sync/rates-sync-button";
import { getMessages, getTranslations } from "next-intl/server";
import { PropertiesTable } from "@/components/admin/properties/properties-table";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { enterDashboardPage } from "@/lib/auth/dashboard";
import { listAdminProperties, type AdminPropertyRow } from "@/lib/data/admin-properties";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminProperties" });
  return { title: t("metaTitle") };
}

async function readProperties(): Promise<AdminPropertyRow[] | null> {
  try {
    return await listAdminProperties();
  } catch (error) {
    console.error("[admin/properties] could not list properties", error);
    return null;
  }
}

export default async function AdminPropertiesPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await enterDashboardPage(locale, "/admin/properties", ADMIN_ONLY);
  const t = await getTranslations("adminProperties");
  const rows = await readProperties();
  const { adminProperties, sync } = await getMessages();

  return (
    <div className="grid gap-6">
      <NextIntlClientProvider messages={{ adminProperties, sync }}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            <p className="mt-1 text-muted-foreground">{t("lead")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <RatesSyncButton />
            <Link href="/admin/property/new" className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {t("newProperty")}
            </Link>
          </div>
        </div>
        {rows === null ? (
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-destructive">
            {t("loadError")}
          </p>
        ) : rows.length === 0 ? (
          <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>
        ) : (
          <PropertiesTable rows={rows} />
        )}
      </NextIntlClientProvider>
    </div>
  );
}
