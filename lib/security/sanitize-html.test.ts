import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize-html";

describe("sanitizeContentHtml", () => {
  it("keeps the structure of an info page", () => {
    const html = "<h2>Terms</h2><p><strong>Deposit</strong> due</p><ul><li>one</li></ul>";
    expect(sanitizeContentHtml(html)).toBe(html);
  });
  it("removes scripts, event handlers and javascript: URLs", () => {
    const out = sanitizeContentHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">b</a>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(out).toContain("<p>a</p>");
  });
  it("opens external links safely and leaves internal ones alone", () => {
    expect(sanitizeContentHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/info/impressum">x</a>')).toBe('<a href="/info/impressum">x</a>');
  });
});
