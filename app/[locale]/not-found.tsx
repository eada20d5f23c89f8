import { NotFoundNotice } from "@/components/common/not-found-notice";

export default function LocaleNotFound() {
  return <NotFoundNotice kind="page" />;
}
