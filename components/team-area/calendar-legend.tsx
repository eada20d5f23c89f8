import { getTranslations } from "next-intl/server";

const SWATCHES = [
  ["blocked", "bg-zinc-400"],
  ["assigned", "bg-green-600"],
  ["unassigned", "bg-red-600"],
] as const;

export async function CalendarLegend() {
  const t = await getTranslations("teamArea.calendar.legend");
  return (
    <ul className="flex flex-wrap gap-4 text-sm">
      {SWATCHES.map(([key, colour]) => (
        <li key={key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block h-3 w-6 rounded-full ${colour}`} />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
