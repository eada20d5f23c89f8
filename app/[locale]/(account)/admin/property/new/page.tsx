import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditorPage } from "@/components/admin/property-editor/editor-page";
import { requireRole } from "@/lib/auth/session";
import { listPoiOptions } from "@/lib/data/points-of-interest";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { EMPTY_PROPERTY_FORM } from "@/lib/schemas/property-editor";
import { resolveLocale, type LocaleParams } from "../../../../resolve-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "propertyEditor" });
  return { title: t("newTitle") };
}

export default async function NewPropertyPage({ params }: Props) {
  const locale = await resolveLocale(params);
  await requireRole(locale, "/admin/property/new", ADMIN_ONLY);
  const t = await getTranslations("propertyEditor");
  return <EditorPage initial={EMPTY_PROPERTY_FORM} poiOptions={await listPoiOptions()} title={t("newTitle")} />;
}
