"use client";

import { lazy, Suspense } from "react";
import type { NotFoundKind } from "./not-found-notice-view";

// Every page carries its not-found boundary, but few visitors ever see it: its body (texts, icons,
// link) is its own chunk, fetched when a 404 is shown, not with every page. The 404 pages
// themselves are rendered on the server in full.
const NotFoundNoticeView = lazy(() => import("./not-found-notice-view").then((m) => ({ default: m.NotFoundNoticeView })));

/** The body of a 404 page: what was not found and the way back. */
export function NotFoundNotice({ kind }: { kind: NotFoundKind }) {
  return (
    <Suspense fallback={null}>
      <NotFoundNoticeView kind={kind} />
    </Suspense>
  );
}
