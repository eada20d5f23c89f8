"use client";

import { ArrowLeft, Home } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { buttonVariants } from "@/components/ui/button-variants";
import { usePlainMessages } from "./use-plain-messages";

// A client component on purpose: not-found boundaries render in parallel with their page, before
// the page has called setRequestLocale, so a server-side getTranslations() there would fall back
// to reading the request headers and make every page of the segment dynamic. The client provider
// already knows the locale.
const KINDS = {
  page: { code: "404", title: "title", text: "text", link: "home", href: "/" },
  property: { code: null, title: "propertyTitle", text: "propertyText", link: "backHome", href: "/" },
  blogPost: { code: null, title: "blogTitle", text: "blogText", link: "backToBlog", href: "/blog" },
  infoPage: { code: null, title: "pageTitle", text: "pageText", link: "backHome", href: "/" },
} as const;

export type NotFoundKind = keyof typeof KINDS;

/** The body of a 404 page: what was not found and the way back (loaded through not-found-notice.tsx). */
export function NotFoundNoticeView({ kind }: { kind: NotFoundKind }) {
  const texts = usePlainMessages("notFound");
  const t = (key: string) => texts[key] ?? `notFound.${key}`;
  const { code, title, text, link, href } = KINDS[kind];

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {code && <p className="text-6xl font-bold tracking-tight text-primary">{code}</p>}
      <h1 className="mt-4 text-2xl font-semibold tracking-tight md:text-3xl">{t(title)}</h1>
      <p className="mt-3 text-muted-foreground">{t(text)}</p>
      <Link href={href} data-slot="button" className={buttonVariants({ className: "mt-8" })}>
        {href === "/" ? <Home aria-hidden="true" /> : <ArrowLeft aria-hidden="true" />}
        {t(link)}
      </Link>
    </div>
  );
}
