import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installMapsBootstrap } from "./maps-bootstrap";

// The bootstrap against a minimal stand-in for window and document (the unit project has no DOM):
// each appended <script> either fails (onerror) or "loads" by installing a real importLibrary
// and calling Google's callback, as the real script does.

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
  onerror: (() => void) | null;
  remove(): void;
}

type Outcome = "fail" | "load";
let outcomes: Outcome[];
let appended: FakeScript[];
let sleeps: number[];
const g = globalThis as unknown as { window?: unknown; document?: unknown };
type Maps = { importLibrary?: (name: string) => Promise<unknown>; __ib__?: () => void };
const maps = () => (g.window as { google: { maps: Maps } }).google.maps;

beforeEach(() => {
  outcomes = [];
  appended = [];
  sleeps = [];
  g.window = {};
  g.document = {
    createElement: (): FakeScript => ({ src: "", async: false, nonce: "", onerror: null, remove() {} }),
    querySelector: () => null,
    head: {
      append(script: FakeScript) {
        appended.push(script);
        const outcome = outcomes.shift() ?? "fail";
        queueMicrotask(() => {
          if (outcome === "fail") {
            script.onerror?.();
            return;
          }
          const namespace = maps();
          const callback = namespace.__ib__;
          namespace.importLibrary = async (name) => ({ library: name });
          callback?.();
        });
      },
    },
  };
});

afterEach(() => {
  delete g.window;
  delete g.document;
});

const install = () =>
  installMapsBootstrap({
    key: "browser-key",
    language: "de",
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });

describe("installMapsBootstrap", () => {
  it("tries once and then three more times with growing pauses before it gives up", async () => {
    install();
    await expect(maps().importLibrary?.("maps")).rejects.toThrow("could not load");
    expect(appended).toHaveLength(4);
    expect(sleeps).toEqual([1_000, 2_000, 4_000]);
  });

  it("resolves with the real library once a retry succeeds", async () => {
    outcomes = ["fail", "fail", "load"];
    install();
    await expect(maps().importLibrary?.("maps")).resolves.toEqual({ library: "maps" });
    expect(appended).toHaveLength(3);
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it("loads one script for libraries asked for together, with the key, language and callback", async () => {
    outcomes = ["load"];
    install();
    const bootstrap = maps().importLibrary;
    const results = await Promise.all([bootstrap?.("core"), bootstrap?.("maps"), bootstrap?.("marker")]);
    expect(results).toEqual([{ library: "core" }, { library: "maps" }, { library: "marker" }]);
    expect(appended).toHaveLength(1);
    const url = new URL(appended[0]?.src ?? "");
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("browser-key");
    expect(url.searchParams.get("language")).toBe("de");
    expect(url.searchParams.get("libraries")).toBe("core,maps,marker");
    expect(url.searchParams.get("callback")).toBe("google.maps.__ib__");
  });

  it("leaves an importLibrary that is already there alone", () => {
    const existing = async () => "already loaded";
    (g.window as { google: unknown }).google = { maps: { importLibrary: existing } };
    install();
    expect(maps().importLibrary).toBe(existing);
  });
});
