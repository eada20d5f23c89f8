import type { ReactNode } from "react";
import { ExternalLink, Mail, Phone, User } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { TeamMemberData } from "@/lib/data/content";
import { SmartImage } from "@/components/layout/smart-image";
import { mailtoHref, telHref } from "@/lib/domain/contact-links";
import { elision } from "@/lib/domain/french-elision";

const linkClass = "inline-flex items-center gap-2 text-sm text-primary underline-offset-4 hover:underline";

export async function TeamMemberCard({ member }: { member: TeamMemberData }) {
  const t = await getTranslations("team");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="relative aspect-[4/3] bg-muted">
        {member.photoUrl ? (
          <SmartImage
            src={member.photoUrl}
            alt={t("photoAlt", { name: member.name, elision: elision(member.name) })}
            fill
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted-foreground">
            <User className="size-16" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">{member.name}</h2>
          <p className="text-sm font-medium text-primary">{member.title}</p>
        </div>
        {member.description && <p className="text-sm leading-relaxed text-muted-foreground">{member.description}</p>}
        <ul className="mt-auto space-y-2 pt-2">
          <li>
            <MaybeLink href={mailtoHref(member.email)}>
              <Mail className="size-4" aria-hidden="true" />
              {member.email}
            </MaybeLink>
          </li>
          {member.phone && (
            <li>
              <MaybeLink href={telHref(member.phone)}>
                <Phone className="size-4" aria-hidden="true" />
                {member.phone}
              </MaybeLink>
            </li>
          )}
          {member.linkedinUrl && (
            <li>
              <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ExternalLink className="size-4" aria-hidden="true" />
                {t("linkedin")}
                <span className="sr-only">{" "}{t("linkedinOf", { name: member.name, elision: elision(member.name) })}</span>
              </a>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}

/** A mailto:/tel: link only for a valid address or number (lib/domain/contact-links.ts), else text. */
function MaybeLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? <a href={href} className={linkClass}>{children}</a> : <span className="inline-flex items-center gap-2 text-sm">{children}</span>;
}
