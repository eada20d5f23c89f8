import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { smoobuFromEnv, UNSIGNED_REASON } from "@/lib/integrations/smoobu";
import { cancelSmoobuReservation } from "@/lib/jobs/payments";
import { smoobuSchedulesOn } from "@/lib/jobs/workers";

// Issue 30: Smoobu refuses the plain Api-Key header since 2026-10-31. A deployment with only
// SMOOBU_API_KEY starts no Smoobu work (the crons are not scheduled, no client is handed to a job)
// and the log says why; the site itself is not stopped (the environment still parses).

const VARS = ["SMOOBU_API_KEY", "SMOOBU_API_SECRET"] as const;
const saved = Object.fromEntries(VARS.map((v) => [v, process.env[v]]));

function setEnv(vars: Partial<Record<(typeof VARS)[number], string>>) {
  for (const v of VARS) delete process.env[v];
  Object.assign(process.env, vars);
  resetEnvCache();
}

afterEach(() => {
  for (const v of VARS) if (saved[v] === undefined) delete process.env[v];
  else process.env[v] = saved[v];
  resetEnvCache();
  vi.restoreAllMocks();
});

describe("a Smoobu key without its signing secret", () => {
  it("schedules no Smoobu cron, hands no client to a job, and logs the reason", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setEnv({ SMOOBU_API_KEY: "only-a-key" });
    expect(smoobuSchedulesOn({ SYNC_SCHEDULE_ENABLED: true })).toBe(false);
    expect(smoobuFromEnv()).toBeNull();
    expect(logged).toHaveBeenCalledWith(`[jobs] Smoobu work not started: ${UNSIGNED_REASON}`);
  });

  it("does not cancel a refunded stay locally only: the cancel job fails with the reason (Smoobu would still hold the nights)", async () => {
    setEnv({ SMOOBU_API_KEY: "only-a-key" });
    await expect(cancelSmoobuReservation(50_000_123)).rejects.toThrow(`Smoobu reservation 50000123 not cancelled: ${UNSIGNED_REASON}`);
  });

  it("with the secret, the crons follow SYNC_SCHEDULE_ENABLED and a client is made", () => {
    setEnv({ SMOOBU_API_KEY: "a-key", SMOOBU_API_SECRET: "a-secret" });
    expect(smoobuSchedulesOn({ SYNC_SCHEDULE_ENABLED: true })).toBe(true);
    expect(smoobuSchedulesOn({ SYNC_SCHEDULE_ENABLED: false })).toBe(false);
    expect(smoobuFromEnv()).not.toBeNull();
  });
});
