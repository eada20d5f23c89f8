import "server-only";
import { getDb } from "@/lib/db";
import type { Locale } from "@/lib/domain/localized";
import { enqueueMail, type OutgoingMail } from "@/lib/integrations/mail/outbox";
import type { ProjectType } from "@/lib/schemas/contact";

export interface NewQuoteRequest {
  name: string;
  email: string;
  phone: string | null;
  projectType: ProjectType;
  message: string;
  locale: Locale;
}

/**
 * Stores a quote request and queues the office's notice about it in one transaction: there is
 * never a request the office is not told about, nor a notice about a request that was not saved.
 */
export async function saveQuoteRequest(request: NewQuoteRequest, notice: OutgoingMail): Promise<{ id: string }> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const saved = await tx.quoteRequest.create({ data: request, select: { id: true } });
    await enqueueMail(notice, tx);
    return saved;
  });
}
