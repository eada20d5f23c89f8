// Runs in the browser before any of the app's own modules and before hydration (Next's
// instrumentation-client convention). zod must be told not to probe `new Function` before its
// first schema is built: schemas are built when their module loads, which for the account and
// checkout forms came before the layout's toaster that used to set it (lib/security/zod-jitless.ts).
import "@/lib/security/zod-jitless";
