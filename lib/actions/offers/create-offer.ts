"use server";

import { z } from "zod";
import { roleClient } from "@/lib/actions/client";
import { createDraftOffer } from "@/lib/data/offer-drafts";
import { ADMIN_ONLY } from "@/lib/domain/access";

/** 'New Offer': an empty draft the editor then fills (untouched ones left by earlier clicks go). */
export const createOfferAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "createOffer", messages: "adminOffers" })
  .inputSchema(z.object({}))
  .action(async () => {
    const { id } = await createDraftOffer();
    return { ok: true as const, id };
  });
