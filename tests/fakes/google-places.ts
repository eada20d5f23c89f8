import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Places API (New) `GET /v1/places/{id}`, speaking Google's wire format:
 * the key in `X-Goog-Api-Key` (missing: 403 PERMISSION_DENIED, wrong: 400 API_KEY_INVALID), a
 * mandatory `X-Goog-FieldMask` (missing or unknown field: 400 INVALID_ARGUMENT), an answer with
 * only the masked fields, and Google's error body `{"error":{code,message,status}}`.
 */

/** A place as Google would store it, or a raw body to send as is (for malformed answers). */
export type FakePlace = Record<string, unknown> | { rawBody: string };
/** A place, or a place per requested language (Google localizes texts by `languageCode`). */
export type FakePlaceEntry = FakePlace | ((languageCode: string | null) => FakePlace);

export interface FakePlacesRequest {
  placeId: string;
  languageCode: string | null;
  apiKey: string | null;
  fieldMask: string | null;
}

export type FakePlacesMode = { kind: "normal" } | { kind: "fail"; status: number } | { kind: "hang" };

export interface FakePlacesServer {
  /** Base URL to configure as GOOGLE_PLACES_BASE_URL, ending in /v1. */
  baseUrl: string;
  apiKey: string;
  requests: FakePlacesRequest[];
  setPlace(placeId: string, place: FakePlaceEntry | undefined): void;
  setMode(mode: FakePlacesMode): void;
  close(): Promise<void>;
}

// The fields of a place this fake knows; Google rejects a mask naming a field that does not exist.
// A mask may name a sub-field ("googleMapsLinks.reviewsUri"), as Google's own field list does:
// https://developers.google.com/maps/documentation/places/web-service/maps-links
const KNOWN_FIELDS = new Set(["id", "displayName", "formattedAddress", "googleMapsUri", "googleMapsLinks", "rating", "userRatingCount", "reviews"]);
const GOOGLE_MAPS_LINKS = new Set(["placeUri", "directionsUri", "writeAReviewUri", "reviewsUri", "photosUri"]);

function knownField(path: string): boolean {
  const [field, sub, ...rest] = path.split(".");
  if (!field || !KNOWN_FIELDS.has(field) || rest.length > 0) return false;
  return sub === undefined || (field === "googleMapsLinks" && GOOGLE_MAPS_LINKS.has(sub));
}

function googleError(res: http.ServerResponse, code: number, status: string, message: string, reason?: string) {
  const details = reason
    ? [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "googleapis.com", metadata: { service: "places.googleapis.com" } }]
    : undefined;
  res.writeHead(code, { "content-type": "application/json; charset=UTF-8" });
  res.end(JSON.stringify({ error: { code, message, status, ...(details ? { details } : {}) } }, null, 2));
}

function masked(place: Record<string, unknown>, mask: string): Record<string, unknown> {
  if (mask.trim() === "*") return place;
  const out: Record<string, unknown> = {};
  for (const path of mask.split(",").map((f) => f.trim())) {
    const [field, sub] = path.split(".") as [string, string | undefined];
    const value = place[field];
    if (value === undefined) continue;
    if (sub === undefined) out[field] = value;
    else if (typeof value === "object" && value !== null && sub in value) {
      out[field] = { ...(out[field] as Record<string, unknown> | undefined), [sub]: (value as Record<string, unknown>)[sub] };
    }
  }
  return out;
}

export async function startFakePlaces(options: {
  apiKey: string;
  places?: Record<string, FakePlaceEntry>;
}): Promise<FakePlacesServer> {
  const places = new Map<string, FakePlaceEntry>(Object.entries(options.places ?? {}));
  const requests: FakePlacesRequest[] = [];
  let mode: FakePlacesMode = { kind: "normal" };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const match = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === "string" ? value : null;
    };
    if (req.method !== "GET" || !match?.[1]) {
      googleError(res, 404, "NOT_FOUND", `Method not found: ${req.method} ${url.pathname}`);
      return;
    }
    const placeId = decodeURIComponent(match[1]);
    const request: FakePlacesRequest = {
      placeId,
      languageCode: url.searchParams.get("languageCode"),
      apiKey: header("x-goog-api-key"),
      fieldMask: header("x-goog-fieldmask"),
    };
    requests.push(request);

    if (mode.kind === "hang") return; // never answers; close() ends the socket
    if (mode.kind === "fail") {
      googleError(res, mode.status, "INTERNAL", "Internal error encountered.");
      return;
    }
    if (!request.apiKey) {
      googleError(res, 403, "PERMISSION_DENIED", "The request is missing a valid API key.");
      return;
    }
    if (request.apiKey !== options.apiKey) {
      googleError(res, 400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.", "API_KEY_INVALID");
      return;
    }
    if (!request.fieldMask) {
      googleError(res, 400, "INVALID_ARGUMENT", "FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.");
      return;
    }
    const unknown = request.fieldMask.split(",").map((f) => f.trim()).filter((f) => f !== "*" && !knownField(f));
    if (unknown.length > 0) {
      googleError(res, 400, "INVALID_ARGUMENT", `Invalid field: ${unknown.join(", ")}`);
      return;
    }
    const entry = places.get(placeId);
    if (!entry) {
      googleError(res, 404, "NOT_FOUND", "Requested entity was not found.");
      return;
    }
    const place = typeof entry === "function" ? entry(request.languageCode) : entry;
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
    if ("rawBody" in place && typeof place.rawBody === "string") {
      res.end(place.rawBody);
      return;
    }
    res.end(JSON.stringify(masked({ id: placeId, ...place }, request.fieldMask), null, 2));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: options.apiKey,
    requests,
    setPlace(placeId, place) {
      if (place) places.set(placeId, place);
      else places.delete(placeId);
    },
    setMode(next) {
      mode = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
