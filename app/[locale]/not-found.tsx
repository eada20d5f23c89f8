import { getTranslations } from "next-intl/server";
import { NotFoundNotice } from "@/components/common/not-found-notice";

export default async function LocaleNotFound() {
  const t = await getTranslations("notFound");
  return <NotFoundNotice code="404" title={t("title")} text={t("text")} linkLabel={t("home")} />;
}
