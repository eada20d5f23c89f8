import { ArrowLeft } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { PoiOption } from "@/lib/data/points-of-interest";
import type { PropertyFormInput } from "@/lib/schemas/property-editor";
import { PropertyEditor } from "./property-editor";

/** The frame shared by /admin/property/new and /admin/property/{id}: back link, title, editor. */
export async function EditorPage({ initial, poiOptions, title }: { initial: PropertyFormInput; poiOptions: PoiOption[]; title: string }) {
  const t = await getTranslations("propertyEditor");
  const { propertyEditor } = await getMessages();
  const closeLabel = (await getTranslations("common"))("close");
  return (
    <div className="grid gap-6">
      <div>
        <Link href="/admin/properties" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("back")}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
        {initial.id && initial.isVisible ? (
          <Link href={`/${initial.slug}`} className="text-sm text-primary hover:underline">
            {t("viewPublic")}
          </Link>
        ) : null}
      </div>
      <NextIntlClientProvider messages={{ propertyEditor }}>
        <PropertyEditor initial={initial} poiOptions={poiOptions} closeLabel={closeLabel} />
      </NextIntlClientProvider>
    </div>
  );
}
