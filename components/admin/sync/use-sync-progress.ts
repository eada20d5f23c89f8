"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "@/i18n/client-navigation";
import { getSyncProgressAction } from "@/lib/actions/sync/get-sync-progress";
import { runJustEnded } from "@/lib/domain/admin-bookings";
import type { Locale } from "@/lib/domain/localized";
import type { followedSyncKinds, SyncProgress } from "@/lib/schemas/sync";

type FollowedSyncKind = (typeof followedSyncKinds)[number];

const POLL_MS = 1_500;
const isActive = (run: SyncProgress | null) => run?.status === "queued" || run?.status === "running";

/**
 * The run of `kind` a sync control shows (the historical sync, a reconciliation): on mount the
 * active (or latest) one, so a reload keeps its progress; then polled while it is active.
 * `follow(runId)` switches to a new run. When a run it watched ends, the page's server data is
 * read again (router.refresh), so the bookings list shows what the sync brought in.
 */
export function useSyncProgress(locale: Locale, kind: FollowedSyncKind = "bookings_history") {
  const [run, setRun] = useState<SyncProgress | null>(null);
  const runId = useRef<string | undefined>(undefined);
  const last = useRef<SyncProgress | null>(null);
  const router = useRouter();

  const refresh = useCallback(async () => {
    try {
      const result = await getSyncProgressAction(locale, { runId: runId.current, kind });
      const next = result.data?.run ?? null;
      if (next) runId.current = next.id;
      if (runJustEnded(last.current, next)) router.refresh();
      last.current = next;
      setRun(next);
    } catch (error) {
      // A failed poll is retried on the next tick; the bar just does not move meanwhile.
      console.error("[sync] progress read failed", error);
    }
  }, [locale, kind, router]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (!isActive(run)) return;
    const timer = setTimeout(() => void refresh(), POLL_MS);
    return () => clearTimeout(timer);
  }, [run, refresh]);

  const follow = useCallback(
    (id: string) => {
      runId.current = id;
      const queued: SyncProgress = { id, status: "queued", total: 0, done: 0, failed: 0 };
      last.current = queued;
      setRun(queued);
    },
    [],
  );

  return { run, active: isActive(run), follow };
}
