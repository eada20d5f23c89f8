/**
 * Misbehaviour of the network and of Stripe, one request at a time:
 * - "lose": the request is processed (and saved for idempotent replay) but its answer never
 *   arrives (the socket is destroyed), as when a connection drops after Stripe did the work. The
 *   SDK retries such errors with the same Idempotency-Key (node_modules/stripe/cjs/RequestSender.js
 *   _shouldRetry, "closed-connection errors ... can surface after the API processed the request"),
 *   and Stripe then answers the saved result (https://docs.stripe.com/api/idempotent_requests).
 * - "fail": the request is answered with an api_error without being processed (a 5xx the SDK
 *   retries: RequestSender._shouldRetry; https://docs.stripe.com/error-low-level#server-errors).
 *   Nothing is saved: "We save results only after the execution of an endpoint begins".
 */

export interface Fault {
  kind: "lose" | "fail";
  method: string;
  pathPrefix: string;
  status: number;
}

export class Faults {
  private readonly queue: Fault[] = [];

  add(kind: Fault["kind"], method: string, pathPrefix: string, status = 500): void {
    this.queue.push({ kind, method: method.toUpperCase(), pathPrefix, status });
  }

  /** The first fault waiting for this request, removed from the queue. */
  take(method: string, path: string): Fault | undefined {
    const index = this.queue.findIndex((f) => f.method === method.toUpperCase() && path.startsWith(f.pathPrefix));
    if (index === -1) return undefined;
    return this.queue.splice(index, 1)[0];
  }
}
