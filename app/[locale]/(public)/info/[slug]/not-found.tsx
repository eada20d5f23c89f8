import { NotFoundNotice } from "@/components/common/not-found-notice";

export default function InfoPageNotFound() {
  return <NotFoundNotice kind="infoPage" />;
}
