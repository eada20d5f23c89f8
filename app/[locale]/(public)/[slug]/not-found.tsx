import { getTranslations } from "next-intl/server";
import { NotFoundNotice } from "@/components/common/not-found-notice";

export default async function PropertyNotFound() {
  const t = await getTranslations("property");
  const common = await getTranslations("common");
  return <NotFoundNotice title={t("notFoundTitle")} text={t("notFoundText")} linkLabel={common("backHome")} />;
}
