import { getTranslations } from "next-intl/server";

export default async function OfferNotFound() {
  const t = await getTranslations("offerPage");
  return (
    <div className="mx-auto grid max-w-lg gap-3 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t("notFoundTitle")}</h1>
      <p className="text-muted-foreground">{t("notFoundText")}</p>
    </div>
  );
}
