import { NotFoundNotice } from "@/components/common/not-found-notice";
import { notFoundMetadata } from "./not-found-metadata";

export const generateMetadata = notFoundMetadata("pageTitle");

export default function LocaleNotFound() {
  return <NotFoundNotice kind="page" />;
}
