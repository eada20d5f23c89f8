import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { z } from "zod";
import { OfferEditor } from "@/components/admin/offers/offer-editor";
import { requireRole } from "@/lib/auth/session";
import { getOfferEditor } from "@/lib/data/offers";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale } from "../../../../resolve-locale";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "adminOffers.list" });
  return { title: t("title") };
}

export default async function OfferEditorPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  // Not a tracked dashboard page (the top bar's 'Dashboard' should not land in an editor).
  await requireRole(locale, `/admin/make-offer/${id}`, ADMIN_ONLY);
  if (!z.uuid().safeParse(id).success) notFound();
  const data = await getOfferEditor(id);
  if (!data) notFound();
  const { adminOffers } = await getMessages();
  return (
    <NextIntlClientProvider messages={{ adminOffers }}>
      <OfferEditor data={data} today={todayIn(SITE_TIME_ZONE, new Date())} />
    </NextIntlClientProvider>
  );
}
