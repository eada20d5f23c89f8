import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("escapes an ampersand only once per pass (already escaped text stays visible as typed)", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves other text, umlauts and line breaks alone", () => {
    expect(escapeHtml("Grüezi\nSaas-Fee – 3906")).toBe("Grüezi\nSaas-Fee – 3906");
  });
});
