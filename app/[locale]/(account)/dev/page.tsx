import type { Metadata } from "next";
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
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <NextIntlClientProvider messages={{ dev }}>
        <DevToolsTabs />
      </NextIntlClientProvider>
      <section className="space-y-2" aria-labelledby="dev-runs">
        <h2 id="dev-runs" className="text-xl font-semibold">
          {t("recentRuns")}
        </h2>
        <SyncRunsTable runs={runs} />
      </section>
      <section className="space-y-2" aria-labelledby="dev-reconcile">
        <h2 id="dev-reconcile" className="text-xl font-semibold">
          {t("reconcile.title")}
        </h2>
        <ReconcileRuns runs={reconciliations} />
      </section>
      <section className="space-y-2" aria-labelledby="dev-webhooks">
        <h2 id="dev-webhooks" className="text-xl font-semibold">
          {t("webhookDeliveries")}
        </h2>
        <WebhookDeliveriesTable deliveries={deliveries} />
      </section>
      <section className="space-y-2" aria-labelledby="dev-mail">
        <h2 id="dev-mail" className="text-xl font-semibold">
          {t("mailOutbox")}
        </h2>
        <MailOutboxTable mails={mails} />
      </section>
    </div>
  );
}
