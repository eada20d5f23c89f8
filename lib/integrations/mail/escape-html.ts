const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text as HTML text or attribute value. Everything a visitor typed goes through this before it
 * enters a mail's HTML: an unescaped `<a href=…>` in a quote request would otherwise arrive in
 * the office's mail client as a working link.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
