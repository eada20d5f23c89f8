import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize-html";

// The EXACT output for each input, so that any loosening of the allow-list fails here: a `style`
// or `class` attribute let through, an event handler, a tag beyond the editor's, a scheme beyond
// http/https/mailto/tel, or an external link without target="_blank" rel="noopener noreferrer".
// (Matching a list of bad words instead let all of these through unnoticed.)

const EXTERNAL = 'target="_blank" rel="noopener noreferrer"';

/** [what it shows, input, exact output]. */
const CASES: [string, string, string][] = [
  // The editor's tags stay as they are.
  ["headings, paragraphs, breaks, rules", "<h2>A</h2><h3>B</h3><h4>C</h4><p>p<br>q</p><hr>", "<h2>A</h2><h3>B</h3><h4>C</h4><p>p<br />q</p><hr />"],
  ["lists and quotes", "<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>", "<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>"],
  ["emphasis", "<p><strong>s</strong><b>b</b><em>e</em><i>i</i></p>", "<p><strong>s</strong><b>b</b><em>e</em><i>i</i></p>"],
  ["tables", "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>", "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>"],
  ["text and entities", `<p>5 &lt; 6 &amp; "q" 'a'</p>`, `<p>5 &lt; 6 &amp; "q" 'a'</p>`],
  ["unclosed tags are closed", "<p>unclosed <strong>bold", "<p>unclosed <strong>bold</strong></p>"],
  ["comments go", "<!-- comment --><p>c</p>", "<p>c</p>"],
  // Other tags go, their text stays; script and style go with their content.
  [
    "tags outside the editor's",
    '<h1>big</h1><h5>x</h5><div class="x">d</div><span>s</span><u>u</u><img src="/a.jpg" alt="a"><iframe src="https://e.com"></iframe>',
    "bigxdsu",
  ],
  ["script and style elements", "<script>alert(1)</script><style>p{color:red}</style><p>after</p>", "<p>after</p>"],
  ["svg and math", "<svg><script>alert(1)</script></svg><math><mi>x</mi></math>", "x"],
  // No attributes other than a link's href, title, target and rel.
  ["style, class, id, data-, dir, lang and title on a paragraph", '<p style="color:red" class="c" id="i" title="t" data-x="1" dir="rtl" lang="en">p</p>', "<p>p</p>"],
  ["event handlers", '<p onclick="x()" onload="y()">p</p><img src=x onerror="alert(1)">', "<p>p</p>"],
  ["style and handlers on a link", '<a href="https://example.com" style="color:red" onclick="x()" onmouseover="y()">h</a>', `<a href="https://example.com" ${EXTERNAL}>h</a>`],
  // Links: external ones open in a new tab without access to this one, whatever they said before.
  ["https link", '<a href="https://example.com/x?a=1&amp;b=2">s</a>', `<a href="https://example.com/x?a=1&amp;b=2" ${EXTERNAL}>s</a>`],
  ["http link", '<a href="http://example.com">h</a>', `<a href="http://example.com" ${EXTERNAL}>h</a>`],
  ["scheme in capitals", '<a href="HTTPS://Example.com">u</a>', `<a href="HTTPS://Example.com" ${EXTERNAL}>u</a>`],
  ["an external link's own target and rel are replaced", '<a href="https://example.com" target="_self" rel="opener">o</a>', `<a href="https://example.com" ${EXTERNAL}>o</a>`],
  ["internal link with a title", '<a href="/info/impressum" title="Impressum">i</a>', '<a href="/info/impressum" title="Impressum">i</a>'],
  ["fragment link", '<a href="#top">t</a>', '<a href="#top">t</a>'],
  ["mailto link", '<a href="mailto:office@example.com">m</a>', '<a href="mailto:office@example.com">m</a>'],
  ["tel link", '<a href="tel:+41279570000">t</a>', '<a href="tel:+41279570000">t</a>'],
  // Every other scheme loses its href.
  ["javascript:", '<a href="javascript:alert(1)">j</a>', "<a>j</a>"],
  ["javascript: in mixed case", '<a href="JaVaScRiPt:alert(1)">j</a>', "<a>j</a>"],
  ["javascript: split by a tab entity", '<a href=" jav&#x09;ascript:alert(1)">j</a>', "<a>j</a>"],
  ["data:", '<a href="data:text/html,<b>x</b>">d</a>', "<a>d</a>"],
  ["vbscript:", '<a href="vbscript:msgbox(1)">v</a>', "<a>v</a>"],
  ["protocol-relative", '<a href="//evil.example/x">p</a>', "<a>p</a>"],
  // GHSA-vccv-cmxp-4j9h (sanitize-html < 2.17.5) let javascript: through URI attributes other
  // than href/src/cite: none of them is allowed here.
  [
    "URI attributes of forms, objects and media",
    '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form><object data="javascript:alert(3)"></object><video poster="javascript:alert(4)"></video>',
    "go",
  ],
  ["background on tables", '<table background="javascript:alert(5)"><tr><td background="javascript:alert(6)">c</td></tr></table>', "<table><tr><td>c</td></tr></table>"],
  // Nesting keeps what is allowed at every depth.
  [
    "nested emphasis in an external link",
    '<p><strong><em><a href="https://example.com"><b>deep</b></a></em></strong></p>',
    `<p><strong><em><a href="https://example.com" ${EXTERNAL}><b>deep</b></a></em></strong></p>`,
  ],
  [
    "nested lists with good and bad links",
    '<ul><li><p>para <a href="javascript:x">bad</a> and <a href="mailto:a@b.ch" style="x">ok</a></p><ul><li onclick="x()">nested</li></ul></li></ul>',
    '<ul><li><p>para <a>bad</a> and <a href="mailto:a@b.ch">ok</a></p><ul><li>nested</li></ul></li></ul>',
  ],
];

describe("sanitizeContentHtml gives exactly the allowed output", () => {
  it.each(CASES)("%s", (_name, input, output) => {
    expect(sanitizeContentHtml(input)).toBe(output);
  });

  it("is stable: cleaning its own output changes nothing", () => {
    for (const [, , output] of CASES) expect(sanitizeContentHtml(output)).toBe(output);
  });
});
