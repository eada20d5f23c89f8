/**
 * A party written as a table: a row of headings over a row of counts ("| Guests | Adults | Children
 * | Infants |" over "| 7 | 4 | 2 | 1 |", "Adultes | Enfants (6-16 ans) | Bébés" over "4 | 3 | 1"),
 * or one person a row under "Name | Alter" / "Name  Age". Cells are split by "|", tabs or two spaces
 * and more. Tables are rewritten as the lines the other readers know ("Adults: 4", "1. Lena (15)");
 * lengths change, so callers read the result only.
 */

/** The cells of a table row, or null when the line is no row (a single cell). */
function cells(line: string): string[] | null {
  const trimmed = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  const parts = (trimmed.includes("|") ? trimmed.split("|") : trimmed.split(/\t+|\s{2,}/)).map((c) => c.trim());
  return parts.length >= 2 && parts.every((c) => c !== "") ? parts : null;
}

const SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const COUNT_CELL = /^\d{1,3}$/;
const NAME_HEADING = /^(?:name|vorname|nom|prénom|person|personne|guest|gast)$/iu;
const AGE_HEADING = /^(?:alter|age|âge|jahre|years|ans)$/iu;

export function tableAsLabels(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = cells(lines[i] ?? "");
    if (!head) {
      out.push(lines[i] ?? "");
      continue;
    }
    let next = i + 1;
    if (SEPARATOR.test(lines[next] ?? "")) next++;
    // Headings over counts: "Adults | Children" / "4 | 2".
    const values = cells(lines[next] ?? "");
    if (values && values.length === head.length && values.every((v) => COUNT_CELL.test(v)) && head.every((h) => /\p{L}/u.test(h) && !COUNT_CELL.test(h))) {
      out.push(...head.map((h, k) => `${h}: ${values[k]}`));
      i = next;
      continue;
    }
    // One person a row: "Name | Alter" over "Andrea Zurbriggen | 44".
    if (head.length === 2 && NAME_HEADING.test(head[0] ?? "") && AGE_HEADING.test(head[1] ?? "")) {
      const people: string[] = [];
      let k = next;
      for (; k < lines.length; k++) {
        const row = cells(lines[k] ?? "");
        if (!row || row.length !== 2 || !COUNT_CELL.test(row[1] ?? "") || !/^\p{Lu}/u.test(row[0] ?? "")) break;
        people.push(`${people.length + 1}. ${row[0]} (${row[1]})`);
      }
      if (people.length >= 2) {
        out.push(...people);
        i = k - 1;
        continue;
      }
    }
    out.push(lines[i] ?? "");
  }
  return out.join("\n");
}
