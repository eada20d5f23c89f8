import { getTranslations } from "next-intl/server";
import { NotFoundNotice } from "@/components/common/not-found-notice";

export default async function InfoPageNotFound() {
  const t = await getTranslations("info");
  const common = await getTranslations("common");
  return <NotFoundNotice title={t("notFoundTitle")} text={t("notFoundText")} linkLabel={common("backHome")} />;
}
