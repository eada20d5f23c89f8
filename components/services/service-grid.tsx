import {
  Brush,
  Building2,
  Globe,
  Hammer,
  HeartHandshake,
  type LucideIcon,
  MessageCircle,
  Sofa,
  TrendingUp,
} from "lucide-react";
import type { CSSProperties } from "react";
import { getTranslations } from "next-intl/server";

const SERVICES: { key: string; icon: LucideIcon }[] = [
  { key: "propertyManagement", icon: Building2 },
  { key: "guestExperience", icon: HeartHandshake },
  { key: "onlinePresence", icon: Globe },
  { key: "occupancy", icon: TrendingUp },
  { key: "hosting", icon: MessageCircle },
  { key: "interiorDesign", icon: Sofa },
  { key: "renovation", icon: Hammer },
  { key: "cleaning", icon: Brush },
];

export async function ServiceGrid() {
  const t = await getTranslations("services");
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {SERVICES.map(({ key, icon: Icon }, index) => (
        <li
          key={key}
          // Staggered entrance: each card starts 100 ms after the one before it (CSS only, see globals.css).
          style={{ "--stagger-delay": `${index * 100}ms` } as CSSProperties}
          className="stagger-in flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
        >
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold tracking-tight">{t(`items.${key}.title`)}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">{t(`items.${key}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}
