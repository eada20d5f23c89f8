import "server-only";
import { getDb } from "@/lib/db";
import { receiptSettingsSchema, type ReceiptSettings } from "@/lib/schemas/receipt";

/**
 * The office's receipt and QR-bill settings (office_settings.receipt), parsed by the one schema;
 * null when the office has not set them (or a stored value no longer passes): documents are then
 * not offered, never made with half an address.
 */
export async function readReceiptSettings(): Promise<ReceiptSettings | null> {
  const db = await getDb();
  const row = await db.officeSettings.findUnique({ where: { id: 1 }, select: { receipt: true } });
  if (!row?.receipt) return null;
  const parsed = receiptSettingsSchema.safeParse(row.receipt);
  if (!parsed.success) {
    console.error("[office-settings] the stored receipt settings no longer pass the schema", parsed.error.issues);
    return null;
  }
  return parsed.data;
}
