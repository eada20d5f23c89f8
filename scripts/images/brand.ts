import { at } from "./array";
import { exteriorScene } from "./exterior";
import { Rng } from "./prng";
import { PROPERTIES, type Property } from "./properties";
import { Svg } from "./svg/document";

const BRAND_GREEN = "#14532d";

/** The mark, drawn in a 40x40 box: mountain with a snow cap and a chalet roof. */
function markContent(color: string, knockout: string): string {
  return (
    `<path d="M2 35L15 9L21 18L26.5 11L38 35Z" fill="${color}"/>` +
    `<path d="M15 9L11.6 15.8L13.8 14.6L15.6 16.4L17.4 14.4L18.9 15Z" fill="${knockout}"/>` +
    `<path d="M26.5 11L24.7 14.7L26.6 14L28.2 15.3Z" fill="${knockout}"/>` +
    `<path d="M10.5 32L20 24L29.5 32" fill="none" stroke="${knockout}" stroke-width="2.6" stroke-linejoin="miter"/>` +
    `<rect x="18.3" y="28.6" width="3.4" height="3.4" fill="${knockout}"/>`
  );
}

/** Mark and wordmark for the site header (text is rendered by the browser). */
export function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="Saastal Chalets">\n` +
    `  <title>Saastal Chalets</title>\n` +
    `  ${markContent(BRAND_GREEN, "#ffffff")}\n` +
    `  <text x="45" y="26" font-family="sans-serif" font-size="15.5" font-weight="700" textLength="130" lengthAdjust="spacing" fill="${BRAND_GREEN}">Saastal Chalets</text>\n` +
    `</svg>\n`
  );
}

/** App icon / favicon source: the mark on a rounded light tile. */
export function iconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="8" fill="#f0fdf4"/>` +
    `<g transform="translate(4.4 2.6) scale(0.78)">${markContent(BRAND_GREEN, "#f0fdf4")}</g>` +
    `</svg>`
  );
}

/** Default social preview, 1200x630: a summer morning exterior of the first chalet. */
export function ogImage(): string {
  const svg = new Svg();
  const rng = new Rng("brand/og");
  const p: Property = { ...at(PROPERTIES, 0), slug: "og", look: { season: "summer", time: "morning", peaks: "sharp" }, shutter: "#2f5d3a" };
  return svg.doc(1200, 630, exteriorScene(svg, rng, p), "0 40 1600 840");
}
