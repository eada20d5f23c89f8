import { inflateSync } from "node:zlib";

/**
 * The text of a PDF that pdfkit wrote, one line per text-showing operator, per page: enough to
 * assert what a document says without poppler (pdftotext) on the test machine. It reads what pdfkit
 * writes (indirect objects with direct /Length, Flate streams, Type0 fonts with a ToUnicode CMap of
 * bfrange arrays or bfchar pairs, Tf/Tj/TJ in the content streams); it is not a general PDF reader.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endobj", start);
    let dict = text.slice(start, end);
    let stream: Buffer | null = null;
    const streamAt = dict.indexOf("stream");
    if (dict.startsWith("<<") && streamAt !== -1) {
      dict = dict.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      let dataStart = start + streamAt + "stream".length;
      if (text[dataStart] === "\r") dataStart += 1;
      if (text[dataStart] === "\n") dataStart += 1;
      const raw = pdf.subarray(dataStart, dataStart + length);
      stream = dict.includes("/FlateDecode") ? inflateSync(raw) : raw;
      // Skip the stream's bytes: they may contain anything, "endobj" included.
      header.lastIndex = dataStart + length;
    } else {
      header.lastIndex = end;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

const ref = (dict: string, key: string): number | null => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
};

/** Glyph id → text, from a ToUnicode CMap. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(range[1] as string, 16);
    [...(range[3] as string).matchAll(/<([0-9a-f]+)>/gi)].forEach((value, i) => map.set(first + i, utf16(value[1] as string)));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] as string).matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(pair[1] as string, 16), utf16(pair[2] as string));
  }
  return map;
}

/** The text of each page, its lines in drawing order. */
export function pdfText(pdf: Buffer): string[][] {
  const objects = readObjects(pdf);
  const pages: string[][] = [];
  for (const object of objects.values()) {
    if (!/\/Type \/Page\b/.test(object.dict)) continue;
    const resources = objects.get(ref(object.dict, "Resources") ?? -1)?.dict ?? object.dict;
    const fonts = new Map<string, Map<number, string>>();
    for (const font of (/\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmapId = ref(objects.get(Number(font[2]))?.dict ?? "", "ToUnicode");
      const cmap = cmapId === null ? null : objects.get(cmapId)?.stream;
      fonts.set(font[1] as string, cmap ? toUnicode(cmap.toString("latin1")) : new Map());
    }
    const content = objects.get(ref(object.dict, "Contents") ?? -1)?.stream?.toString("latin1") ?? "";
    const lines: string[] = [];
    let glyphs = new Map<number, string>();
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[((?:<[0-9a-f]*>|[^\]])*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        glyphs = fonts.get(op[1]) ?? new Map();
        continue;
      }
      const hex = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((h) => h[1]).join("") : (op[3] ?? "");
      lines.push((hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(parseInt(id, 16)) ?? "\ufffd").join(""));
    }
    pages.push(lines);
  }
  return pages;
}
