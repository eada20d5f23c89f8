import { getTranslations } from "next-intl/server";
import { NotFoundNotice } from "@/components/common/not-found-notice";

export default async function BlogPostNotFound() {
  const t = await getTranslations("blog");
  return <NotFoundNotice title={t("notFoundTitle")} text={t("notFoundText")} linkLabel={t("backToBlog")} href="/blog" />;
}
