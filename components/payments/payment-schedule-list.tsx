import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import type { PaymentSchedule } from "@/lib/domain/payment-schedule";
import { swissDate } from "@/lib/domain/swiss-date";

/**
 * A stay's payment schedule as the guest reads it (their booking page, the pay link's page): each
 * instalment with its amount and whether it is paid, due on a day, or overdue; a partly paid one
 * says how much of it is paid and what is open.
 */
export async function PaymentScheduleList({ schedule, locale }: { schedule: PaymentSchedule; locale: Locale }) {
  const t = await getTranslations("paymentSchedule");
  const chf = (r: number) => formatChf(r, locale);
  return (
    <section aria-labelledby="schedule-title" className="grid gap-3">
      <h2 id="schedule-title" className="text-lg font-semibold tracking-tight">
        {t("title")}
      </h2>
      <ol className="grid gap-2">
        {schedule.instalments.map((item) => (
          <li key={item.kind} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border p-3 text-sm" data-testid={`instalment-${item.kind}`} data-state={item.state}>
            <div className="grid gap-0.5">
              <span className="font-medium">{t(`kind.${item.kind}`)}</span>
              <span className="text-muted-foreground">
                {item.partlyPaid ? `${t("partlyPaid", { paid: chf(item.paid), amount: chf(item.amount) })} · ${t("open", { amount: chf(item.open) })}` : chf(item.amount)}
              </span>
            </div>
            <Badge variant={item.state === "overdue" ? "destructive" : item.state === "paid" ? "secondary" : "outline"}>
              {item.state === "paid" ? t("state.paid") : t(`state.${item.state}`, { date: swissDate(item.dueDate) })}
            </Badge>
          </li>
        ))}
      </ol>
    </section>
  );
}
