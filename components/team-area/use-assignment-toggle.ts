"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { assignCleaningAction } from "@/lib/actions/team-area/assign-cleaning";
import { unassignCleaningAction } from "@/lib/actions/team-area/unassign-cleaning";
import type { TeamPerson } from "@/lib/data/team-area";

/**
 * The cleaners of every booking on screen, changed optimistically: the bar turns green (or red)
 * at once, then takes the server's answer, which also brings in what others changed meanwhile.
 * A failure puts the previous cleaners back and says why.
 */
export function useAssignmentToggle(initial: Record<string, TeamPerson[]>) {
  const t = useTranslations("teamArea.popover");
  const tErrors = useTranslations("teamArea.errors");
  const locale = useSiteLocale();
  const [assignees, setAssignees] = useState(initial);

  async function toggle(bookingId: string, person: TeamPerson, assign: boolean) {
    const before = assignees[bookingId] ?? [];
    const optimistic = assign ? [...before.filter((p) => p.id !== person.id), person] : before.filter((p) => p.id !== person.id);
    setAssignees((all) => ({ ...all, [bookingId]: optimistic }));
    const failed = (message: string) => {
      setAssignees((all) => ({ ...all, [bookingId]: before }));
      toast.error(t(assign ? "assignFailed" : "removeFailed", { message }));
    };
    try {
      const input = { bookingId, userId: person.id };
      const result = assign ? await assignCleaningAction(locale, input) : await unassignCleaningAction(locale, input);
      if (result.data) {
        setAssignees((all) => ({ ...all, [bookingId]: result.data.assignees }));
        toast.success(t(assign ? "assigned" : "removed"));
        return;
      }
      failed(result.serverError?.message ?? tErrors("invalidRequest"));
    } catch (cause) {
      console.error("[team calendar] toggle failed", cause);
      failed(tErrors("unexpected"));
    }
  }

  return { assignees, toggle };
}
