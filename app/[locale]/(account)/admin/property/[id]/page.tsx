import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { EditorPage } from "@/components/admin/property-editor/editor-page";
import { requireRole } from "@/lib/auth/session";
import { listPoiOptions } from "@/lib/data/points-of-interest";
import { getPropertyForm } from "@/lib/data/property-editor";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { resolveLocale } from "../../../../resolve-locale";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "propertyEditor" });
  return { title: t("metaTitle") };
}

export default async function EditPropertyPage({ params }: Props) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  // Not a tracked dashboard page (the top bar's 'Dashboard' should not land in an editor).
  await requireRole(locale, `/admin/property/${id}`, ADMIN_ONLY);
  if (!z.uuid().safeParse(id).success) notFound();
  const [initial, poiOptions] = await Promise.all([getPropertyForm(id), listPoiOptions()]);
  if (!initial) notFound();
  const t = await getTranslations("propertyEditor");
  return <EditorPage initial={initial} poiOptions={poiOptions} title={t("editTitle", { name: initial.name })} />;
}
