// negotiator 1.x ships no types (@types/negotiator describes the 0.6 API, whose second argument
// of encoding() is the preferred list itself); only what scripts/lib/page-compression.ts calls.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /** The best of `available` for the Accept-Encoding header; ties go to `preferred`'s order. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
