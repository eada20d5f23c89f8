import { NotFoundNotice } from "@/components/common/not-found-notice";

export default function PropertyNotFound() {
  return <NotFoundNotice kind="property" />;
}
