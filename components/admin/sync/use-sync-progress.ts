"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getSyncProgressAction } from "@/lib/actions/sync/get-sync-progress";
import type { Locale } from "@/lib/domain/localized";
import type { followedSyncKinds, SyncProgress } from "@/lib/schemas/sync";

type FollowedSyncKind = (typeof followedSyncKinds)[number];

const POLL_MS = 1_500;
const isActive = (run: SyncProgress | null) => run?.status === "queued" || run?.status === "running";

/**
 * The run of `kind` a sync control shows (the historical sync, a reconciliation): on mount the
 * active (or latest) one, so a reload keeps its progress; then polled while it is active.
 * `follow(runId)` switches to a new run.
 */
export function useSyncProgress(locale: Locale, kind: FollowedSyncKind = "bookings_history") {
  const [run, setRun] = useState<SyncProgress | null>(null);
  const runId = useRef<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const result = await getSyncProgressAction(locale, { runId: runId.current, kind });
      const next = result.data?.run ?? null;
      if (next) runId.current = next.id;
      setRun(next);
    } catch (error) {
      // A failed poll is retried on the next tick; the bar just does not move meanwhile.
      console.error("[sync] progress read failed", error);
    }
  }, [locale, kind]);

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
      setRun({ id, status: "queued", total: 0, done: 0, failed: 0 });
    },
    [],
  );

  return { run, active: isActive(run), follow };
}
