// zod 4 probes whether it may compile validators with `new Function` the first time it parses an
// object. Our CSP forbids eval, so in the browser that probe is blocked and reported as a CSP
// violation (harmless, zod falls back, but it is noise in every violation report). Setting zod's
// `jitless` option first skips the probe. zod keeps its global config on
// globalThis.__zod_globalConfig and reuses an existing object, so this works whether it runs
// before or after zod loads, without pulling zod into every page. Imported by the root layout's
// toaster (loaded on every page, before any form validates); the server keeps the faster JIT.
if (typeof window !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

export {};
