import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Anna")).toBe("Anna");
    expect(csvCell("")).toBe("");
    expect(csvCell("Zoë Müller")).toBe("Zoë Müller");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("Muster, Anna")).toBe('"Muster, Anna"');
    expect(csvCell('Anna "Nani"')).toBe('"Anna ""Nani"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("guards formula starts with an apostrophe", () => {
    expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
    expect(csvCell("+41 79")).toBe("'+41 79");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("joins cells with commas and ends every row with CRLF", () => {
    expect(toCsv([["Name", "E-mail"], ["Anna Muster", ""]])).toBe("Name,E-mail\r\nAnna Muster,\r\n");
    expect(toCsv([])).toBe("");
  });
});
