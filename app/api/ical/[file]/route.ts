import { renderFeed } from "@/lib/data/team-ical";
import { DEFAULT_LOCALE, isLocale } from "@/lib/domain/localized";

export const dynamic = "force-dynamic";

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
}

/**
 * A team user's private feed of cleanings: /api/ical/{secret}.ics[?lang=en]. The secret is the
 * only credential (calendar apps send no cookies), so an unknown one answers 404, not 401/403,
 * and says nothing about whether a feed exists.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^(.+)\.ics$/.exec(file);
  if (!match?.[1]) return notFound();
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const body = await renderFeed(match[1], isLocale(lang) ? lang : DEFAULT_LOCALE, new Date(), url.hostname || "saastal");
  if (body === null) return notFound();
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="cleanings.ics"',
      // Personal data behind a secret URL: no shared cache may keep it.
      "Cache-Control": "private, no-store",
    },
  });
}
