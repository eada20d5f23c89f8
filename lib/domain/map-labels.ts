/**
 * Where the names go on the drawn map: each label tries the spots around its marker in a fixed
 * order and takes the first that stays inside the box and touches no other label or marker. A
 * label with no free spot is hidden (its point keeps its name for screen readers and shows the
 * label when selected). Text width is estimated, as the server cannot measure fonts. No I/O.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type TextAnchor = "start" | "middle" | "end";

export interface LabelRequest {
  id: string;
  /** Marker centre. */
  x: number;
  y: number;
  /** Marker radius: the label keeps clear of it. */
  r: number;
  text: string;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** The text's anchor point: x as given by `anchor`, y the baseline. */
  x: number;
  y: number;
  anchor: TextAnchor;
  rect: Rect;
  /** False when every spot collided: drawn only while its point is selected. */
  visible: boolean;
}

// Average advance of a proportional sans-serif glyph, as a share of the font size; generous, so
// that an estimate errs towards more room.
const CHAR_WIDTH = 0.6;
const GAP = 4;

/** Estimated width of `text` at `fontSize`. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * CHAR_WIDTH;
}

/** `text` cut to at most `maxChars` characters, ending in "…" when cut (at a word end when one is near). */
export function truncateLabel(text: string, maxChars: number): string {
  const chars = [...text.trim()];
  if (chars.length <= maxChars) return chars.join("");
  const cut = chars.slice(0, Math.max(1, maxChars - 1)).join("");
  const space = cut.lastIndexOf(" ");
  const base = space >= maxChars * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:·–-]+$/u, "")}…`;
}

/**
 * `text` shortened to its first whole words within `maxChars`, ending in "…" when words were left
 * out. Unlike truncateLabel a word is never cut: a map point's label must stay part of its
 * accessible name word for word (WCAG 2.5.3 Label in Name: a speech user says the words they
 * see), so a first word longer than the limit is kept whole.
 */
export function shortenToWords(text: string, maxChars: number): string {
  const words = text.trim().split(/\s+/u);
  const full = words.join(" ");
  if ([...full].length <= maxChars) return full;
  let kept = words[0] ?? "";
  for (const word of words.slice(1)) {
    const longer = `${kept} ${word}`;
    if ([...longer].length + 1 > maxChars) break;
    kept = longer;
  }
  return kept === full ? full : `${kept.replace(/[\s,.;:·–-]+$/u, "")}…`;
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(rect: Rect, box: Rect): boolean {
  return rect.x >= box.x && rect.y >= box.y && rect.x + rect.width <= box.x + box.width && rect.y + rect.height <= box.y + box.height;
}

/** The square around a marker, as an obstacle for labels. */
export function markerRect(x: number, y: number, r: number): Rect {
  return { x: x - r, y: y - r, width: 2 * r, height: 2 * r };
}

/** The candidate spots around a marker, best first: right, left, above, below, then the diagonals. */
export function candidateSpots(request: LabelRequest, fontSize: number): Omit<PlacedLabel, "id" | "text" | "visible">[] {
  const { x, y, r } = request;
  const width = estimateTextWidth(request.text, fontSize);
  const height = fontSize * 1.25;
  // The baseline sits about 0.35 em below the visual middle of the text.
  const middle = fontSize * 0.35;
  const side = r + GAP;
  const spot = (ax: number, baseline: number, anchor: TextAnchor) => {
    const left = anchor === "start" ? ax : anchor === "end" ? ax - width : ax - width / 2;
    const top = baseline - middle - height / 2;
    return { x: ax, y: baseline, anchor, rect: { x: left, y: top, width, height } };
  };
  const diagonal = side * 0.7;
  return [
    spot(x + side, y + middle, "start"),
    spot(x - side, y + middle, "end"),
    spot(x, y - side - height / 2 + middle, "middle"),
    spot(x, y + side + height / 2 + middle, "middle"),
    spot(x + diagonal, y - diagonal - height / 2 + middle, "start"),
    spot(x + diagonal, y + diagonal + height / 2 + middle, "start"),
    spot(x - diagonal, y - diagonal - height / 2 + middle, "end"),
    spot(x - diagonal, y + diagonal + height / 2 + middle, "end"),
  ];
}

/**
 * Places the labels in the order given (put the most important first). Each label avoids the
 * labels placed before it, every marker but its own, and `obstacles` (house, scale bar, compass).
 * A hidden label keeps its first spot that lies inside the box, for when its point is selected.
 */
export function placeLabels(requests: readonly LabelRequest[], box: Rect, fontSize: number, obstacles: readonly Rect[] = []): PlacedLabel[] {
  const markers = requests.map((q) => ({ id: q.id, rect: markerRect(q.x, q.y, q.r) }));
  const taken: Rect[] = [];
  return requests.map((request) => {
    const spots = candidateSpots(request, fontSize).filter((s) => inside(s.rect, box));
    const blocked = [...taken, ...obstacles, ...markers.filter((m) => m.id !== request.id).map((m) => m.rect)];
    const free = spots.find((s) => !blocked.some((b) => rectsOverlap(s.rect, b)));
    if (free) {
      taken.push(free.rect);
      return { id: request.id, text: request.text, ...free, visible: true };
    }
    const fallback = spots[0] ?? candidateSpots(request, fontSize)[0];
    if (!fallback) throw new Error("A marker has no label spots.");
    return { id: request.id, text: request.text, ...fallback, visible: false };
  });
}
