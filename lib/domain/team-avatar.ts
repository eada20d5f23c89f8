/**
 * The coloured initial avatars of the team screens.
 */

/** Dark enough for white initials (contrast ≥ 4.5:1). */
export const DEFAULT_AVATAR_COLOURS = ["#0e7490", "#b45309", "#7c3aed", "#be123c", "#15803d", "#1d4ed8", "#a21caf", "#4d7c0f"] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The user's colour, or a default derived from the id, so it stays the same on every page and visit. */
export function avatarColour(user: { id: string; color?: string | null }): string {
  if (user.color && HEX_COLOUR.test(user.color)) return user.color;
  let hash = 0;
  for (const ch of user.id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return DEFAULT_AVATAR_COLOURS[hash % DEFAULT_AVATAR_COLOURS.length] ?? DEFAULT_AVATAR_COLOURS[0];
}

/** One or two letters: first and last name, or the e-mail's first letter. */
export function initials(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const letters = [user.firstName, user.lastName].map((n) => n?.trim().charAt(0) ?? "").join("");
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** "First Last", or the e-mail when the profile has no name. */
export function displayName(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  return [user.firstName, user.lastName].map((n) => n?.trim() ?? "").filter(Boolean).join(" ") || user.email;
}
