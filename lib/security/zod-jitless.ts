// zod 4 probes whether it may compile validators with `new Function` the first time it parses an
// object schema (when the schema is built, i.e. when its module loads). Our CSP forbids eval, so
// in the browser that probe is blocked and reported as a CSP violation (harmless, zod falls back,
// but it is noise in every violation report). Setting zod's `jitless` option first skips the
// probe. zod keeps its global config on globalThis.__zod_globalConfig and reuses an existing
// object, so this works without pulling zod into every page. Imported by instrumentation-client.ts,
// which Next runs before any module of the app; the server keeps the faster JIT.
if (typeof window !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

export {};
