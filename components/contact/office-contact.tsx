import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { mailtoHref, telHref } from "@/lib/domain/contact-links";
import { cn } from "@/lib/utils";
import { withColon } from "@/lib/domain/typography";

/** The office's address, e-mail, phone and hours (values from lib/env, passed in by the page). */
export async function OfficeContact({
  email,
  phone,
  className,
  tone = "default",
}: {
  email: string;
  phone: string;
  className?: string;
  /** "inverted" for the dark footer. */
  tone?: "default" | "inverted";
}) {
  const t = await getTranslations("contact");
  const locale = await getLocale();
  const iconClass = cn("mt-0.5 size-4 shrink-0", tone === "inverted" ? "text-primary-foreground/70" : "text-primary");
  const linkClass = "underline-offset-4 hover:underline";

  return (
    <address className={cn("space-y-3 text-sm not-italic", className)}>
      <p className="flex gap-3">
        <MapPin className={iconClass} aria-hidden="true" />
        <span>
          <span className="sr-only">{withColon(t("addressLabel"), locale)} </span>
          {t("officeAddress")}
        </span>
      </p>
      <p className="flex gap-3">
        <Mail className={iconClass} aria-hidden="true" />
        <MaybeLink href={mailtoHref(email)} className={linkClass}>
          <span className="sr-only">{withColon(t("emailLabel"), locale)} </span>
          {email}
        </MaybeLink>
      </p>
      <p className="flex gap-3">
        <Phone className={iconClass} aria-hidden="true" />
        <MaybeLink href={telHref(phone)} className={linkClass}>
          <span className="sr-only">{withColon(t("phoneLabel"), locale)} </span>
          {phone}
        </MaybeLink>
      </p>
      <p className="flex gap-3">
        <Clock className={iconClass} aria-hidden="true" />
        <span>
          <span className="sr-only">{withColon(t("hoursLabel"), locale)} </span>
          {t("officeHours")}
        </span>
      </p>
    </address>
  );
}

/** A mailto:/tel: link only for a valid address or number (lib/domain/contact-links.ts), else text. */
function MaybeLink({ href, className, children }: { href: string | null; className: string; children: ReactNode }) {
  return href ? <a href={href} className={className}>{children}</a> : <span>{children}</span>;
}
