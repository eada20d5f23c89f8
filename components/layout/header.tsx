import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { AccountButton } from "./account-button";
import { getLanguageOptions } from "./language-options";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NavLink } from "./nav-link";
import { mainNavItems } from "./nav-items";

export async function Header({ siteName }: { siteName: string }) {
  const t = await getTranslations("nav");
  const tLanguage = await getTranslations("language");
  const languages = await getLanguageOptions();
  const items = mainNavItems.map((item) => ({ href: item.href, label: t(item.key) }));

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6">
        {/* The five links, the languages and the account button need about 900 px in German: below
            1024 px (tablets too) they live in the menu sheet. */}
        {/* On narrow phones the name gives way (the mark stays, named by its label), or the account
            button and the menu would be pushed off the screen: "Tableau de bord" needs the room. */}
        <Logo siteName={siteName} homeLabel={t("home", { site: siteName })} className="max-[419px]:[&>span]:sr-only" />
        <nav aria-label={t("mainLabel")} className="ml-6 hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <NavLink key={item.href} href={item.href} label={item.label} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher label={tLanguage("label")} options={languages} className="hidden lg:flex" />
          <AccountButton
            signInLabel={t("signIn")}
            dashboardLabel={t("dashboard")}
            signInClass={cn(buttonVariants({ size: "sm", variant: "outline" }))}
            dashboardClass={cn(buttonVariants({ size: "sm" }))}
          />
          <MobileNav
            triggerClass={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
            items={items}
            languages={languages}
            labels={{
              open: t("openMenu"),
              close: t("closeMenu"),
              title: t("menuTitle"),
              description: t("menuDescription"),
              navigation: t("mainLabel"),
              language: tLanguage("label"),
            }}
          />
        </div>
      </div>
    </header>
  );
}
