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
  // GHSA-vccv-cmxp-4j9h (sanitize-html < 2.17.5) let javascript: through URI attributes other
  // than href/src/cite; our allow-list must not let any of them in, nor obfuscated schemes.
  it("drops javascript: in every URI-bearing attribute and in disguised schemes", () => {
    const out = sanitizeContentHtml(
      [
        '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
        '<object data="javascript:alert(3)"></object><video poster="javascript:alert(4)"></video>',
        '<table background="javascript:alert(5)"><tr><td background="javascript:alert(6)">c</td></tr></table>',
        '<a href=" jav&#x09;ascript:alert(7)">d</a><a href="JaVaScRiPt:alert(8)">e</a><a href="data:text/html,<b>9</b>">f</a>',
        '<a href="//evil.example/x">g</a><a href="vbscript:msgbox(10)">h</a>',
      ].join(""),
    );
    expect(out).not.toMatch(/javascript|vbscript|data:|action|poster|background|evil\.example|<form|<object|<video|<button/i);
    expect(out).toContain("<td>c</td>");
    expect(out).toContain("<a>d</a>");
  });
  it("opens external links safely and leaves internal ones alone", () => {
    expect(sanitizeContentHtml('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/info/impressum">x</a>')).toBe('<a href="/info/impressum">x</a>');
  });
});
