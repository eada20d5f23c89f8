import { ChevronDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { FaqData } from "@/lib/data/properties";
import { splitInTwoColumns } from "@/lib/domain/amenities";
import { Section } from "@/components/common/section";
import { paragraphs } from "@/components/common/text-blocks";

/** Native <details>: several answers can be open at once, and it works without JavaScript. */
export async function PropertyFaq({ faqs }: { faqs: FaqData[] }) {
  const t = await getTranslations("property");
  if (faqs.length === 0) return null;
  const columns = splitInTwoColumns(faqs);

  return (
    <Section id="faq" title={t("faq")} hydrateOnView>
      <div className="grid items-start gap-3 lg:grid-cols-2">
        {columns.map((column, columnIndex) => (
          <div key={columnIndex} className="space-y-3">
            {column.map((faq) => (
              <details key={faq.id} className="group rounded-lg border bg-card open:shadow-sm">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg p-4 font-medium [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown
                    className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="space-y-2 px-4 pb-4 text-sm leading-relaxed text-muted-foreground">
                  {paragraphs(faq.answer).map((p, index) => (
                    <p key={index}>{p}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}
