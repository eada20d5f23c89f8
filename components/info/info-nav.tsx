import { Link } from "@/i18n/navigation";
import type { InfoPageLink } from "@/lib/data/content";
import { cn } from "@/lib/utils";

/** Side navigation between the info pages; the open page is marked for assistive technology. */
export function InfoNav({ pages, currentSlug, label }: { pages: InfoPageLink[]; currentSlug: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="relative flex gap-1 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
        {pages.map((page) => {
          const current = page.slug === currentSlug;
          return (
            <li key={page.slug} className="shrink-0">
              <Link
                href={`/info/${page.slug}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-2 text-sm transition-colors",
                  current
                    ? "bg-accent font-semibold text-accent-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {page.navTitle}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
