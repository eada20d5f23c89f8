import type { AppRole } from "./roles";

export type SelfLockout = "cannotRemoveOwnAdmin" | "cannotDeactivateSelf" | null;

/**
 * An admin editing their own account may not take away their admin role or deactivate it:
 * otherwise the last admin could lock the whole company out with one click.
 */
export function selfLockout(editorId: string, target: { id: string; roles: readonly AppRole[]; status: "active" | "inactive" }): SelfLockout {
  if (editorId !== target.id) return null;
  if (!target.roles.includes("admin")) return "cannotRemoveOwnAdmin";
  if (target.status !== "active") return "cannotDeactivateSelf";
  return null;
}
