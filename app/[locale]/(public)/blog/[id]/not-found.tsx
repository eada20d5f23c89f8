import { NotFoundNotice } from "@/components/common/not-found-notice";
import { notFoundMetadata } from "../../../not-found-metadata";

export const generateMetadata = notFoundMetadata("blogTitle");

export default function BlogPostNotFound() {
  return <NotFoundNotice kind="blogPost" />;
}
