import type { Metadata } from "next";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { DevToolsTabs } from "@/components/dev/dev-tools-tabs";
import { MailOutboxTable, SyncRunsTable, WebhookDeliveriesTable } from "@/components/dev/operations-tables";
import { ReconcileRuns } from "@/components/dev/reconcile-runs";
import { requireRole } from "@/lib/auth/session";
import { listRecentReconciliations } from "@/lib/data/reconcile-runs";
import { listRecentWebhookDeliveries } from "@/lib/data/smoobu-webhook-deliveries";
import { listRecentMail, listRecentSyncRuns } from "@/lib/data/sync-runs";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale, type LocaleParams } from "../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "dev" });
  return { title: t("title") };
}

/** Developer tools (admins): Smoobu API and webhook tests, recent sync runs, the mail outbox. */
export default async function DevPage({ params }: Props) {
  const locale = await resolveLocale(params);
  // Not a tracked dashboard page (never remembered as the last one): only the role check.
  await requireRole(locale, "/dev", ADMIN_ONLY);
  const t = await getTranslations("dev");
  const [runs, mails, reconciliations, deliveries] = await Promise.all([listRecentSyncRuns(50), listRecentMail(50), listRecentReconciliations(10), listRecentWebhookDeliveries(50)]);
  const { dev } = await getMessages();

  return (
    // grid-cols-1 (minmax(0, 1fr)): the wide tables scroll inside their frame instead of widening the page.
    <div className="grid grid-cols-1 gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <NextIntlClientProvider messages={{ dev }}>
        <DevToolsTabs />
      </NextIntlClientProvider>
      <DevSection id="dev-runs" title={t("recentRuns")}>
        <SyncRunsTable runs={runs} />
      </DevSection>
      <DevSection id="dev-reconcile" title={t("reconcile.title")}>
        <ReconcileRuns runs={reconciliations} />
      </DevSection>
      <DevSection id="dev-webhooks" title={t("webhookDeliveries")}>
        <WebhookDeliveriesTable deliveries={deliveries} />
      </DevSection>
      <DevSection id="dev-mail" title={t("mailOutbox")}>
        <MailOutboxTable mails={mails} />
      </DevSection>
    </div>
  );
}

function DevSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
