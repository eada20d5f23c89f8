import { headers } from "next/headers";
import { resolveBookingLink } from "@/lib/data/booking-links";
import { readBookingDocuments } from "@/lib/data/booking-documents";
import { bookingDocumentResponse, isBookingDocument } from "@/lib/documents/booking-document-response";
import { isLocale } from "@/lib/domain/localized";
import { clientLimitAddressFrom } from "@/lib/security/client-ip";
import { consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { RATE_LIMITS } from "@/lib/security/rate-limit-policies";

// The receipt and the QR-bill of a stay through its pay link (?locale=de|en|fr): the token is the
// guard, as on the link's page; an unknown, expired or revoked link answers 404. Rate-limited
// per address with the page (RATE_LIMITS.payLinkPerIp).
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ token: string; document: string }> }): Promise<Response> {
  const { token, document } = await params;
  const policy = RATE_LIMITS.payLinkPerIp;
  const limit = await consumeRateLimit({ key: rateLimitKey(policy.scope, clientLimitAddressFrom(await headers()) ?? "unknown"), limit: policy.limit, windowSeconds: policy.windowSeconds });
  if (!limit.allowed) return new Response(null, { status: 429, headers: { "retry-after": String(limit.retryAfterSeconds), "cache-control": "no-store" } });
  if (!isBookingDocument(document)) return new Response(null, { status: 404 });
  const link = await resolveBookingLink(token, "pay");
  if (!link.ok) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : "de";
  return bookingDocumentResponse(await readBookingDocuments(link.bookingId, locale), document, locale);
}
