// The stack's floor under Lighthouse: a bare Next.js app of the very versions we ship (the same
// node_modules), built and served by `next start` and audited exactly like our pages
// (bench/lighthouse.ts: mobile, simulated throttling, median of 5). Two pages, no client
// component, no CSS, no web font: `/` is a heading and a paragraph; `/photo` leads with a chalet
// photo (our property page's hero, 51 KB WebP, a plain preloaded <img>, fetchpriority high) as
// every page of a holiday-rental site does. What an aim asks below these figures no page of this
// stack reaches on the machine that measured them: it is the React and App Router runtime's own
// cost (first-load JS, hydration) under the simulation, which counts every script that ran before
// the observed paint of the largest element.
//   npx tsx bench/floor.ts
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstLoadJs } from "./first-load-js";
import { auditInTurn, type LighthouseResult } from "./lighthouse";
import { runAsScript } from "./script";
import { stopGroup, waitForAnswer } from "./server";

export interface FloorResult {
  text: LighthouseResult;
  photo: LighthouseResult;
  firstLoadJs: { files: number; rawKb: number; gzipKb: number };
}

const PHOTO = "public/images/properties/chalet-allalin/1.webp";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "floor", private: true, type: "module" }),
  "next.config.ts": "export default {};\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: { target: "ES2022", lib: ["dom", "es2022"], jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", strict: true, skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true, resolveJsonModule: true, plugins: [{ name: "next" }] },
    include: ["**/*.ts", "**/*.tsx"],
    exclude: ["node_modules"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Chalet Allalin", description: "Ein Chalet in Saas-Fee" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="de"><head><meta name="viewport" content="width=device-width, initial-scale=1" /></head><body>{children}</body></html>);
}
`,
  "app/photo/page.tsx": `export default function Photo() {
  return (<main><img src="/hero.webp" alt="Chalet Allalin" width={1200} height={800} fetchPriority="high" style={{ width: "100%", height: "auto" }} /><h1>Chalet Allalin</h1><p>Ein Chalet in Saas-Fee.</p></main>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Chalet Allalin</h1><p>Ein Chalet in Saas-Fee: sechs Zimmer, zwölf Betten, Blick auf den Allalin und die Mischabel. Direkt buchen, günstiger als auf den Portalen.</p></main>);
}
`,
};

export interface FloorServer {
  baseUrl: string;
  /** The floor's two pages: heading and paragraph, photo first. */
  paths: { text: string; photo: string };
  firstLoadJs: FloorResult["firstLoadJs"];
  stop(): Promise<void>;
}

/** Builds the bare app in a temporary folder and serves it with `next start` until `stop()`. */
export async function startFloor(port = Number(process.env.BENCH_PORT ?? 3500) + 90): Promise<FloorServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-floor-"));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.mkdirSync(path.join(dir, "public"));
    fs.copyFileSync(PHOTO, path.join(dir, "public/hero.webp"));
    // Hard links: the same packages in no time and no space. Turbopack refuses a symlinked
    // node_modules outside the app's root, so a link to ours would not build.
    execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
    const next = path.join(dir, "node_modules/next/dist/bin/next");
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
    execFileSync(process.execPath, [next, "build"], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
    const child = spawn(process.execPath, [next, "start", "-p", String(port)], { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"], detached: true });
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      await waitForAnswer(baseUrl, child, 60_000);
    } catch (error) {
      await stopGroup(child);
      throw error;
    }
    return {
      baseUrl,
      paths: { text: "/", photo: "/photo" },
      firstLoadJs: firstLoadJs(path.join(dir, ".next/server/app/index.html"), path.join(dir, ".next")),
      stop: async () => {
        await stopGroup(child);
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

export async function benchFloor(port?: number): Promise<FloorResult> {
  const floor = await startFloor(port);
  try {
    const [text, photo] = await auditInTurn([
      { baseUrl: floor.baseUrl, path: floor.paths.text },
      { baseUrl: floor.baseUrl, path: floor.paths.photo },
    ]);
    if (!text || !photo) throw new Error("no Lighthouse result for the floor");
    return { text, photo, firstLoadJs: floor.firstLoadJs };
  } finally {
    await floor.stop();
  }
}

runAsScript(import.meta.url, benchFloor);
