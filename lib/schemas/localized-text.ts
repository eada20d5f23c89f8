import { z } from "zod";
import type { LocalizedText } from "@/lib/domain/localized";

// Kept out of lib/domain/localized.ts: that module is imported by the i18n routing, which ships
// to the browser on every page, and zod would come along (~30 KB gzipped).

/** German is required (it is the fallback); en and fr may be left out until translated. */
export const localizedTextSchema = z.object({
  de: z.string().trim().min(1),
  en: z.string().trim().optional(),
  fr: z.string().trim().optional(),
}) satisfies z.ZodType<LocalizedText>;
