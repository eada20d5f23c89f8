import { NotFoundNotice } from "@/components/common/not-found-notice";
import { notFoundMetadata } from "../../not-found-metadata";

export const generateMetadata = notFoundMetadata("propertyTitle");

export default function PropertyNotFound() {
  return <NotFoundNotice kind="property" />;
}
