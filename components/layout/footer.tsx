import { Fragment } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { listFooterPages, type InfoPageLink } from "@/lib/data/content";
import type { Locale } from "@/lib/domain/localized";
import { OfficeContact } from "@/components/contact/office-contact";
import { Logo } from "./logo";

async function readFooterPages(locale: Locale): Promise<InfoPageLink[]> {
  try {
    return await listFooterPages(locale);
  } catch (error) {
    // The legal links are secondary: every page keeps its footer, and the failure is logged.
    console.error("[footer] could not read the footer pages", error);
    return [];
  }
}

const columnLink = "text-sm text-primary-foreground/80 underline-offset-4 hover:text-primary-foreground hover:underline";

export async function Footer({
  locale,
  siteName,
  email,
  phone,
}: {
  locale: Locale;
  siteName: string;
  email: string;
  phone: string;
}) {
  const t = await getTranslations("footer");
  const nav = await getTranslations("nav");
  const pages = await readFooterPages(locale);
  // Prerendered pages carry the year of their last build; each deploy or revalidation refreshes it.
  const year = new Date().getFullYear();

  const columns = [
    { title: t("forOwners"), links: [{ href: "/services", label: nav("services") }, { href: "/contact", label: nav("contact") }] },
    {
      title: t("accommodations"),
      links: [
        { href: "/book", label: nav("book") },
        { href: "/team", label: nav("team") },
        { href: "/blog", label: nav("blog") },
      ],
    },
  ];

  return (
    <footer className="mt-auto bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div className="space-y-4">
          <Logo
            siteName={siteName}
            homeLabel={nav("home", { site: siteName })}
            className="text-primary-foreground"
          />
          <p className="max-w-xs text-sm leading-relaxed text-primary-foreground/80">{t("blurb")}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-4 text-sm font-semibold tracking-wide uppercase">{column.title}</h2>
            <ul className="space-y-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={columnLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide uppercase">{t("contactTitle")}</h2>
          <OfficeContact email={email} phone={phone} tone="inverted" className="text-primary-foreground/85" />
        </div>
      </div>
      <div className="border-t border-primary-foreground/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-primary-foreground/75 md:flex-row md:items-center md:justify-between md:px-6">
          <p>{t("copyright", { year, site: siteName })}</p>
          {pages.length > 0 && (
            <nav aria-label={t("legalLabel")}>
              <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {pages.map((page, index) => (
                  <Fragment key={page.slug}>
                    {index > 0 && (
                      <li aria-hidden="true" className="text-primary-foreground/40">
                        |
                      </li>
                    )}
                    <li>
                      <Link href={`/info/${page.slug}`} className="underline-offset-4 hover:text-primary-foreground hover:underline">
                        {page.navTitle}
                      </Link>
                    </li>
                  </Fragment>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
