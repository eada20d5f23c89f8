"use client";

import { lazy, Suspense } from "react";

// Every page carries this boundary, but it shows only when a page fails: its body is its own chunk,
// fetched then, not with every page. (Should that fetch fail too, offline say, the root's
// global-error.tsx, which needs no chunk of its own, takes over.)
const ErrorView = lazy(() => import("@/components/common/error-view").then((m) => ({ default: m.ErrorView })));

export default function LocaleError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
