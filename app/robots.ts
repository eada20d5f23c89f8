import type { MetadataRoute } from "next";
import { env } from "@/lib/env";

// Private areas in every language. "/team/" (with the slash) is the staff area below it; the
// public team page "/team" itself stays crawlable. "/pay/": pay links and the test payment page.
const PRIVATE_PATHS = ["/auth", "/profile", "/my-bookings", "/admin", "/team/", "/offer", "/pay/", "/dev", "/api"];
const PREFIXES = ["", "/en", "/fr"];

export default function robots(): MetadataRoute.Robots {
  const { SITE_URL } = env();
  const disallow = PREFIXES.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`));
  return {
    rules: [{ userAgent: "*", allow: "/", disallow }],
    sitemap: new URL("/sitemap.xml", SITE_URL).toString(),
  };
}
