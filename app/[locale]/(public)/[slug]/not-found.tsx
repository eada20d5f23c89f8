import { NotFoundNotice } from "@/components/common/not-found-notice";

// No title of its own: it would also title a typo's 404 (the layout's notFound() still resolves
// this segment's not-found metadata); the locale's "Page not found" is true of both.

export default function PropertyNotFound() {
  return <NotFoundNotice kind="property" />;
}
