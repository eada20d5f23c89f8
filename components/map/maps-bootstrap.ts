import { mapLoadRetryDelay } from "@/lib/domain/map";

/**
 * Google's dynamic-import bootstrap for the Maps JavaScript API, with retries.
 *
 * Why not let @vis.gl/react-google-maps load the script itself: its loader keeps its status in
 * module state and marks it FAILED after the first error; a later successful load never flips it
 * back to LOADED, so <Map> would stay empty after a retry. Installed before <APIProvider> mounts,
 * this `google.maps.importLibrary` is what the library finds and uses ("loaded externally"): its
 * status stays LOADING while we retry and only turns FAILED when every retry failed.
 */

type ImportLibrary = (name: string) => Promise<unknown>;
interface MapsNamespace {
  importLibrary?: ImportLibrary;
  /** Google's script calls this (named in the `callback` parameter) once it has installed itself. */
  __ib__?: () => void;
}

export interface MapsBootstrapOptions {
  key: string;
  language: string;
  region?: string;
  /** Test seam: what waits between attempts. */
  sleep?: (ms: number) => Promise<void>;
}

const SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

function mapsNamespace(): MapsNamespace {
  const w = window as unknown as { google?: { maps?: MapsNamespace } };
  w.google ??= {};
  w.google.maps ??= {};
  return w.google.maps;
}

/** Installs the retrying bootstrap unless the API (or a bootstrap) is already there. */
export function installMapsBootstrap(options: MapsBootstrapOptions): void {
  const maps = mapsNamespace();
  if (maps.importLibrary) return;

  const libraries = new Set<string>();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let loading: Promise<void> | undefined;

  const loadScriptOnce = async () => {
    // One microtask later, so that libraries asked for in the same tick share this script.
    await Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const params = new URLSearchParams({
        key: options.key,
        v: "weekly",
        language: options.language,
        region: options.region ?? "CH",
        libraries: [...libraries].join(","),
        callback: "google.maps.__ib__",
      });
      const script = document.createElement("script");
      script.src = `${SCRIPT_URL}?${params}`;
      script.async = true;
      script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
      maps.__ib__ = () => resolve();
      script.onerror = () => {
        script.remove(); // the next attempt adds a fresh element
        reject(new Error("The Google Maps JavaScript API could not load."));
      };
      document.head.append(script);
    });
  };

  const loadWithRetries = async () => {
    for (let failures = 0; ; ) {
      try {
        await loadScriptOnce();
        return;
      } catch (error) {
        failures += 1;
        const delay = mapLoadRetryDelay(failures);
        if (delay === null) throw error;
        await sleep(delay);
      }
    }
  };

  const bootstrapImport: ImportLibrary = async (name) => {
    libraries.add(name);
    loading ??= loadWithRetries();
    await loading;
    // Google's script replaced importLibrary with the real one; without that there is no API.
    const real = maps.importLibrary;
    if (!real || real === bootstrapImport) throw new Error("The Google Maps JavaScript API did not install itself.");
    return real(name);
  };
  maps.importLibrary = bootstrapImport;
}
