import { describe, expect, it } from "vitest";
import { candidateSpots, estimateTextWidth, type LabelRequest, placeLabels, type Rect, rectsOverlap, shortenToWords, truncateLabel } from "./map-labels";

const BOX: Rect = { x: 0, y: 0, width: 400, height: 300 };
const FONT = 12;

const inside = (r: Rect, box: Rect) => r.x >= box.x && r.y >= box.y && r.x + r.width <= box.x + box.width && r.y + r.height <= box.y + box.height;

describe("estimateTextWidth and truncateLabel", () => {
  it("grows with the text and the font, counting characters not UTF-16 units", () => {
    expect(estimateTextWidth("Coop", 10)).toBeCloseTo(24, 6);
    expect(estimateTextWidth("Coop", 20)).toBeCloseTo(48, 6);
    expect(estimateTextWidth("Bäckerei", 10)).toBe(estimateTextWidth("Backerei", 10));
  });

  it("keeps short names and cuts long ones with an ellipsis, at a word end when one is near", () => {
    expect(truncateLabel("Coop Saas-Fee", 20)).toBe("Coop Saas-Fee");
    expect(truncateLabel("  Coop  ", 20)).toBe("Coop");
    expect(truncateLabel("Fondue-Stübli Gletschergarten", 20)).toBe("Fondue-Stübli…");
    expect(truncateLabel("Freizeitzentrum Aqua Allalin", 20)).toBe("Freizeitzentrum…");
    // No space near the cut: cut inside the word.
    expect(truncateLabel("Eispavillon Mittelallalin", 20)).toBe("Eispavillon Mittela…");
    expect(truncateLabel("Bushaltestelle Saas-Grund, Post", 28)).toBe("Bushaltestelle Saas-Grund…");
    expect([...truncateLabel("Eispavillon Mittelallalin", 12)].length).toBeLessThanOrEqual(12);
  });
});

describe("shortenToWords", () => {
  it("keeps names that fit, whitespace tidied", () => {
    expect(shortenToWords("Coop Saas-Fee", 20)).toBe("Coop Saas-Fee");
    expect(shortenToWords("  Coop   Saas-Fee ", 20)).toBe("Coop Saas-Fee");
  });

  it("keeps whole words and the ellipsis within the limit", () => {
    expect(shortenToWords("Eispavillon Mittelallalin", 20)).toBe("Eispavillon…");
    expect(shortenToWords("Freizeitzentrum Aqua Allalin", 21)).toBe("Freizeitzentrum Aqua…");
    expect(shortenToWords("Bushaltestelle Saas-Grund, Post", 28)).toBe("Bushaltestelle Saas-Grund…");
    expect([...shortenToWords("Bushaltestelle Saas-Grund, Post", 27)].length).toBeLessThanOrEqual(27);
  });

  it("never cuts a word: a first word over the limit stays whole", () => {
    expect(shortenToWords("Gemeindeverwaltungsgebäude", 20)).toBe("Gemeindeverwaltungsgebäude");
    expect(shortenToWords("Gemeindeverwaltungsgebäude Saas-Fee", 20)).toBe("Gemeindeverwaltungsgebäude…");
  });
});

describe("rectsOverlap", () => {
  it("is true for overlapping and false for touching or apart rectangles", () => {
    const a = { x: 0, y: 0, width: 10, height: 10 };
    expect(rectsOverlap(a, { x: 5, y: 5, width: 10, height: 10 })).toBe(true);
    expect(rectsOverlap(a, { x: 10, y: 0, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 0, y: 20, width: 10, height: 10 })).toBe(false);
  });
});

describe("candidateSpots", () => {
  it("tries right of the marker first, then left, above and below, all clear of the marker", () => {
    const request = { id: "a", x: 200, y: 150, r: 8, text: "Coop" };
    const spots = candidateSpots(request, FONT);
    expect(spots).toHaveLength(8);
    expect(spots[0]?.anchor).toBe("start");
    expect(spots[0]?.rect.x).toBeGreaterThan(208);
    expect(spots[1]?.anchor).toBe("end");
    expect((spots[1]?.rect.x ?? 0) + (spots[1]?.rect.width ?? 0)).toBeLessThan(192);
    expect((spots[2]?.rect.y ?? 0) + (spots[2]?.rect.height ?? 0)).toBeLessThanOrEqual(142);
    expect(spots[3]?.rect.y).toBeGreaterThanOrEqual(158);
    const marker = { x: 192, y: 142, width: 16, height: 16 };
    for (const spot of spots) expect(rectsOverlap(spot.rect, marker)).toBe(false);
  });
});

describe("placeLabels", () => {
  it("puts a lone label to the right of its marker", () => {
    const [label] = placeLabels([{ id: "a", x: 100, y: 100, r: 8, text: "Coop" }], BOX, FONT);
    expect(label).toMatchObject({ id: "a", text: "Coop", anchor: "start", visible: true });
    expect(label?.x).toBeGreaterThan(108);
  });

  it("goes left at the right edge, so that no label leaves the box", () => {
    const [label] = placeLabels([{ id: "a", x: 390, y: 100, r: 8, text: "Parkhaus Saas-Fee" }], BOX, FONT);
    expect(label?.anchor).toBe("end");
    expect(label && inside(label.rect, BOX)).toBe(true);
  });

  it("avoids labels placed before, other markers and obstacles", () => {
    const requests: LabelRequest[] = [
      { id: "a", x: 100, y: 100, r: 8, text: "Coop Saas-Fee" },
      { id: "b", x: 104, y: 106, r: 8, text: "Bäckerei" },
      { id: "c", x: 150, y: 100, r: 8, text: "Kirche" },
    ];
    const obstacle = { x: 0, y: 200, width: 400, height: 100 };
    const labels = placeLabels(requests, BOX, FONT, [obstacle]);
    const visible = labels.filter((l) => l.visible);
    for (const [i, a] of visible.entries()) {
      expect(inside(a.rect, BOX)).toBe(true);
      expect(rectsOverlap(a.rect, obstacle)).toBe(false);
      for (const b of visible.slice(i + 1)) expect(rectsOverlap(a.rect, b.rect)).toBe(false);
      for (const other of requests.filter((q) => q.id !== a.id)) {
        expect(rectsOverlap(a.rect, { x: other.x - other.r, y: other.y - other.r, width: 2 * other.r, height: 2 * other.r })).toBe(false);
      }
    }
    expect(labels.map((l) => l.id)).toEqual(["a", "b", "c"]);
  });

  it("hides a label with no free spot, keeping a spot inside the box for when it is selected", () => {
    // Twelve markers on top of each other: there are eight spots around them, so four labels are hidden.
    const requests = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, x: 200, y: 150, r: 8, text: `Place ${i}` }));
    const labels = placeLabels(requests, BOX, FONT);
    expect(labels[0]?.visible).toBe(true);
    expect(labels.filter((l) => !l.visible).length).toBeGreaterThanOrEqual(4);
    for (const label of labels) expect(inside(label.rect, BOX)).toBe(true);
    const spread = placeLabels(
      requests.map((q, i) => ({ ...q, x: 40 + (i % 4) * 100, y: 40 + Math.floor(i / 4) * 100 })),
      BOX,
      FONT,
    );
    expect(spread.every((l) => l.visible)).toBe(true);
  });

  it("places many crowded labels without any two visible ones overlapping", () => {
    const requests = Array.from({ length: 20 }, (_, i) => ({
      id: `p${i}`,
      x: 200 + 60 * Math.cos(i * 2.4) * (1 + (i % 3)) * 0.5,
      y: 150 + 60 * Math.sin(i * 2.4) * (1 + (i % 3)) * 0.5,
      r: 7,
      text: `Ort ${i} im Tal`,
    }));
    const visible = placeLabels(requests, BOX, FONT).filter((l) => l.visible);
    expect(visible.length).toBeGreaterThan(5);
    for (const [i, a] of visible.entries()) for (const b of visible.slice(i + 1)) expect(rectsOverlap(a.rect, b.rect)).toBe(false);
  });
});
