import "server-only";
import { getSessionUser } from "@/lib/auth/session";
import type { Locale } from "@/lib/domain/localized";
import { readOfferView, type OfferView } from "./offer-view";

/**
 * The offer a visitor may see through its token: whoever holds the token may open a sent offer.
 * A draft is not sent yet: only admins see it (as a preview, without marking it viewed), for
 * everybody else it does not exist (404), so a leaked draft link reveals nothing.
 */
export async function readOfferForVisitor(token: string, locale: Locale): Promise<{ offer: OfferView; preview: boolean } | null> {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) return null;
  const offer = await readOfferView(token, locale);
  if (!offer) return null;
  if (offer.status !== "draft") return { offer, preview: false };
  const user = await getSessionUser();
  return user?.roles.includes("admin") ? { offer, preview: true } : null;
}
