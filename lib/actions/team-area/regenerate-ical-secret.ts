"use server";

import { roleClient } from "@/lib/actions/client";
import { regenerateIcalSecret } from "@/lib/data/team-ical";
import { TEAM_AREA } from "@/lib/domain/access";

/** Profile: a new private feed URL, for when the old one was shared by mistake. The old one stops working. */
export const regenerateIcalSecretAction = roleClient(TEAM_AREA)
  .metadata({ actionName: "regenerateIcalSecret", messages: "teamArea" })
  .action(async ({ ctx }) => ({ secret: await regenerateIcalSecret(ctx.user.id) }));
