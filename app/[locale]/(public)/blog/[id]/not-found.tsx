import { NotFoundNotice } from "@/components/common/not-found-notice";

export default function BlogPostNotFound() {
  return <NotFoundNotice kind="blogPost" />;
}
