import { NextResponse } from "next/server";
import { verifyEmail } from "@/lib/data/accounts";
import { isLocale } from "@/lib/domain/localized";
import { linkTokenSchema } from "@/lib/schemas/auth";
import { localizedPath } from "@/i18n/paths";

export const dynamic = "force-dynamic";

/**
 * The verification mail's link. Anyone holding the token may use it (that is what proves the
 * address); it works once. The visitor lands on the sign-in page, which tells the outcome.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const rawLocale = url.searchParams.get("locale");
  const locale = isLocale(rawLocale) ? rawLocale : "de";
  const token = linkTokenSchema.safeParse(url.searchParams.get("token"));
  let outcome: "ok" | "failed" = "failed";
  if (token.success) {
    try {
      outcome = (await verifyEmail(token.data)) ? "ok" : "failed";
    } catch (error) {
      console.error("[api/account/verify-email] failed", error);
    }
  }
  const target = new URL(localizedPath(locale, "/auth"), request.url);
  target.searchParams.set("verified", outcome);
  return NextResponse.redirect(target, 303);
}
