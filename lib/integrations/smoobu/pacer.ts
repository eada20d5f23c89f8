// Keeps our requests to Smoobu under its rate limit (700 a minute since Smoobu's changelog of
// 2026-09-17; docs/integrations/smoobu.md) instead of running into 429s: at most `limit` requests
// start within any `windowMs`. A sliding window, so every fixed minute Smoobu may count holds no
// more either. Shared by every client of one process (lib/integrations/smoobu/index.ts).

export interface PacerOptions {
  /** Requests allowed to start within any window. */
  limit: number;
  windowMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface Pacer {
  /** Resolves when one more request may start (and counts it). */
  take(): Promise<void>;
}

/**
 * How long to wait before one more request may start, given the start times of the last requests
 * (oldest first): 0 while fewer than `limit` started within the window, else until the oldest of
 * the last `limit` leaves it.
 */
export function paceDelay(starts: readonly number[], now: number, limit: number, windowMs: number): number {
  const recent = starts.filter((t) => t > now - windowMs);
  if (recent.length < limit) return 0;
  const oldest = recent[recent.length - limit] ?? now;
  return Math.max(1, oldest + windowMs - now);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPacer(options: PacerOptions): Pacer {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  let starts: number[] = [];
  // One caller at a time, first come first served: concurrent jobs share the budget fairly.
  let turn: Promise<void> = Promise.resolve();

  async function acquire(): Promise<void> {
    for (;;) {
      const at = now();
      starts = starts.filter((t) => t > at - options.windowMs);
      const wait = paceDelay(starts, at, options.limit, options.windowMs);
      if (wait === 0) {
        starts.push(at);
        return;
      }
      await sleep(wait);
    }
  }

  return {
    take() {
      const mine = turn.then(acquire);
      turn = mine.catch(() => undefined);
      return mine;
    },
  };
}
