import { authorizeRequest } from "@/lib/auth/session";
import { readBookingDocuments } from "@/lib/data/booking-documents";
import { readBookingOwner } from "@/lib/data/my-bookings";
import { bookingDocumentResponse, isBookingDocument } from "@/lib/documents/booking-document-response";
import { SIGNED_IN } from "@/lib/domain/access";
import { isLocale } from "@/lib/domain/localized";
import { mayAccessBooking } from "@/lib/domain/my-bookings";

// The receipt (and QR-bill) of one of the signed-in guest's bookings (?locale=de|en|fr): the
// session must own the booking (its e-mail) or be an admin; anyone else gets the 404 of a booking
// that does not exist.
export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(request: Request, { params }: { params: Promise<{ bookingId: string; document: string }> }): Promise<Response> {
  const auth = await authorizeRequest(SIGNED_IN);
  if (!auth.ok) return new Response(null, { status: auth.status });
  const { bookingId, document } = await params;
  if (!isBookingDocument(document) || !UUID.test(bookingId)) return new Response(null, { status: 404 });
  const owner = await readBookingOwner(bookingId);
  if (!owner || !mayAccessBooking(owner, auth.user)) return new Response(null, { status: 404 });
  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : "de";
  return bookingDocumentResponse(await readBookingDocuments(bookingId, locale), document, locale);
}
