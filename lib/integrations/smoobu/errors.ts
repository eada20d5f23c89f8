/** Every failure of the Smoobu client: which call, the HTTP status (0 without an answer), Smoobu's detail. */
export class SmoobuError extends Error {
  override name = "SmoobuError";
  constructor(
    readonly call: string,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Smoobu ${call} failed${status ? ` (${status})` : ""}: ${detail}`);
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}
