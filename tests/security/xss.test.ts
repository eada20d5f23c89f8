import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BlogContent } from "@/components/blog/blog-content";
import { JsonLd } from "@/components/seo/json-ld";
import { getInfoPage } from "@/lib/data/content";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Stored markup from the database on its way into HTML: info pages are rich text (sanitized on
// the server, then set as HTML), blog posts and structured data are text (escaped by React, or
// "<" escaped inside the JSON-LD script). The admin and public screens render names and
// descriptions as React text, which escapes them; the property editor only accepts http(s) links.
// Each case stores the usual attacks and checks that the HTML carries no executable markup.

// unstable_cache needs Next's incremental cache; here the read runs directly.
vi.mock("next/cache", async (original) => ({ ...(await original<typeof import("next/cache")>()), unstable_cache: <T>(fn: T) => fn }));

const ATTACKS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>',
  "</script><script>alert(1)</script>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button></form>',
];

/** Executable markup in an HTML string: script elements, event handlers, script URLs, frames. */
function expectInert(html: string, where: string) {
  expect(html, where).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/i);
  expect(html, where).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html, where).not.toMatch(/<[^>]+(href|src|action|formaction)\s*=\s*["']?\s*(javascript|data|vbscript):/i);
  expect(html, where).not.toMatch(/<(iframe|object|embed|svg|math|form|style)\b/i);
}

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  for (const [i, attack] of ATTACKS.entries()) {
    const content = `<h2>Title</h2><p>Safe text</p>${attack}`;
    await db.prisma.websiteInfoPage.create({
      data: { slug: `attack-${i}`, navTitle: { de: "x" }, pageTitle: { de: "x" }, content: { de: content, en: content, fr: content } },
    });
  }
  // Character references that a typesetter decoding them would turn into markup.
  const encoded = "<p>&#60;script&#62;alert(1)&#60;/script&#62; ; &#x3C;img src=x onerror=alert(1)&#x3E; ?</p>";
  await db.prisma.websiteInfoPage.create({
    data: { slug: "attack-encoded", navTitle: { de: "x" }, pageTitle: { de: "x" }, content: { de: encoded, en: encoded, fr: encoded } },
  });
});

afterAll(async () => {
  await db?.drop();
});

describe("info pages (rich text)", () => {
  it("are sanitized on the server before they are cached and set as HTML", async () => {
    for (const [i, attack] of ATTACKS.entries()) {
      const page = await getInfoPage(`attack-${i}`, "en");
      expect(page?.html, attack).toContain("<h2>Title</h2><p>Safe text</p>");
      expectInert(page!.html, attack);
    }
  });

  it("stay inert once typeset in French and German (lib/domain/content-typography)", async () => {
    for (const locale of ["fr", "de"] as const) {
      for (const [i, attack] of ATTACKS.entries()) {
        const page = await getInfoPage(`attack-${i}`, locale);
        expect(page?.html, attack).toContain("<h2>Title</h2><p>Safe text</p>");
        expectInert(page!.html, `${locale} ${attack}`);
      }
      const encoded = await getInfoPage("attack-encoded", locale);
      expectInert(encoded!.html, `${locale} character references`);
      expect(encoded!.html).toContain("&lt;script&gt;");
    }
  });
});

describe("text rendered by React", () => {
  it("blog posts keep hostile markup as visible text", () => {
    for (const attack of ATTACKS) {
      const html = renderToStaticMarkup(createElement(BlogContent, { content: `## ${attack}\n\n${attack}` }));
      expectInert(html, attack);
      expect(html).toContain("&lt;");
    }
  });

  it("structured data cannot close its script element", () => {
    for (const attack of ATTACKS) {
      const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: attack, description: attack } }));
      // Exactly one script element, of the data type, and it is never closed early.
      expect(html.match(/<script/g)?.length, attack).toBe(1);
      expect(html.indexOf("</script>"), attack).toBe(html.length - "</script>".length);
      expectInert(html.replace(/^<script type="application\/ld\+json">[\s\S]*<\/script>$/, ""), attack);
    }
  });
});
