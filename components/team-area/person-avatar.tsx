import { cn } from "@/lib/utils";

/** A coloured circle with the person's initials; the name is its accessible label. */
export function PersonAvatar({ person, size = "md", className }: { person: { name: string; initials: string; colour: string }; size?: "sm" | "md"; className?: string }) {
  return (
    <span
      role="img"
      aria-label={person.name}
      title={person.name}
      data-testid="person-avatar"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white ring-2 ring-background print:ring-0",
        size === "sm" ? "size-5 text-[9px]" : "size-8 text-xs",
        className,
      )}
      style={{ backgroundColor: person.colour }}
    >
      {person.initials}
    </span>
  );
}

/** Up to `max` overlapping avatars and "+N" for the rest. */
export function AvatarStack({ people, max = 3, size = "md", moreLabel }: { people: readonly { id: string; name: string; initials: string; colour: string }[]; max?: number; size?: "sm" | "md"; moreLabel: (count: number) => string }) {
  const shown = people.slice(0, max);
  const extra = people.length - shown.length;
  return (
    <span className="flex items-center -space-x-1.5" data-testid="avatar-stack">
      {shown.map((p) => (
        <PersonAvatar key={p.id} person={p} size={size} />
      ))}
      {extra > 0 ? <span className={cn("pl-2.5 font-medium", size === "sm" ? "text-[10px]" : "text-xs")}>{moreLabel(extra)}</span> : null}
    </span>
  );
}
