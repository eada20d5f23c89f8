import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadReactRuntimeSnippets } from "@/scripts/lib/hashed-csp";
import { isFrameworkScript, reactRuntimeSnippets, scanInlineScripts, withScriptHashes } from "./inline-scripts";

// The snippets of the React that Next ships in node_modules: the scan must know the runtime the
// server really writes (a Next upgrade that changes it fails here, not in a guest's browser).
const snippets = loadReactRuntimeSnippets();
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const publicPolicy = "default-src 'self'; script-src 'self' 'unsafe-inline' https://maps.googleapis.com; object-src 'none'";

const runtime = snippets.find((s) => s.startsWith("$RB=[];$RV=function(a){"));
const raf = "requestAnimationFrame(function(){$RT=performance.now()});";

describe("React's runtime snippets", () => {
  it("are read from the page runtimes Next ships", () => {
    expect(runtime).toBeDefined();
    expect(runtime).toContain("$RC=function(a,b){");
    expect(snippets).toContain(raf);
    expect(snippets.some((s) => s.startsWith("$RS=function(a,b){"))).toBe(true);
    expect(snippets.some((s) => s.startsWith("$RX=function("))).toBe(true);
  });

  it("hold the characters React writes into the page, escapes undone (a \\n in the bundle is a line break in the HTML)", () => {
    // The team page streams its members after the shell: its reveal script was refused (CSP)
    // because the snippet kept the two characters "\\n" where the page has a line break.
    expect(runtime).toContain("a.length=0};\n$RC=function(a,b){");
    expect(runtime).not.toContain("\\n");
    expect(reactRuntimeSnippets([String.raw`x="$RB=[];\n$RC=function(){}\t";`])).toEqual(["$RB=[];\n$RC=function(){}\t"]);
  });

  it("unescape the quotes of single-quoted literals", () => {
    expect(reactRuntimeSnippets([String.raw`x='$RA=function(){return \'a\'}';`])).toEqual(["$RA=function(){return 'a'}"]);
  });
});

describe("isFrameworkScript", () => {
  const framework = [
    "(self.__next_f=self.__next_f||[]).push([0])",
    'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[1,[],\\"x\\"]\\n"])',
    'self.__next_f.push([2,null])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    raf,
    `${runtime}$RC("B:0","S:0")`,
    '$RC("B:1","S:1")',
    '$RS("S:2","P:2")',
    '$RX("B:3","digest","message","stack")',
    '$RC("B:4","S:4");$RC("B:5","S:5")',
  ];
  it.each(framework)("accepts what Next and React write: %s", (script) => {
    expect(isFrameworkScript(script, snippets)).toBe(true);
  });

  const injected = [
    "alert(1)",
    "self.__next_f.push([1,'x']);alert(1)",
    'self.__next_f.push([1,"x"]);alert(1)',
    "self.__next_f.push(alert(1))",
    '(self.__next_f=self.__next_f||[]).push([0]);fetch("//evil")',
    "$RB=[];alert(1)",
    `${runtime}alert(1)`,
    `${runtime}$RC("B:0",alert(1))`,
    '$RC("B:0","S:0");alert(1)',
    '$RC("B:0","S:0")+alert(1)',
    "$RC(document.cookie)",
    "",
  ];
  it.each(injected)("refuses anything else: %s", (script) => {
    expect(isFrameworkScript(script, snippets)).toBe(false);
  });
});

describe("scanInlineScripts", () => {
  const push = 'self.__next_f.push([1,"a"])';
  const html = [
    "<html><head>",
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    "</head><body>",
    `<script>${push}</script>`,
    `<script>${push}</script>`,
    "<SCRIPT>(self.__next_f=self.__next_f||[]).push([0])</SCRIPT>",
    "<script>alert(document.cookie)</script>",
    '<script type="module">alert(2)</script>',
    "</body></html>",
  ].join("");

  it("hashes each framework script once, skips external scripts and data blocks, refuses the rest", () => {
    const scan = scanInlineScripts(html, snippets);
    expect(scan.hashes).toEqual([sha(push), sha("(self.__next_f=self.__next_f||[]).push([0])")]);
    expect(scan.refused).toBe(2);
  });

  it("hashes the text exactly as the browser sees it (UTF-8, up to the first </script)", () => {
    const text = 'self.__next_f.push([1,"Grüsse aus Saas-Fee – «Chalet»"])';
    expect(scanInlineScripts(`<script>${text}</script>`, snippets).hashes).toEqual([sha(text)]);
    // A "</script>" inside a string ends the element for the browser: what is left is not ours.
    expect(scanInlineScripts('<script>self.__next_f.push([1,"</script><script>alert(1)//"])</script>', snippets).hashes).toEqual([]);
  });
});

describe("withScriptHashes", () => {
  it("replaces 'unsafe-inline' in script-src with the hashes", () => {
    expect(withScriptHashes(publicPolicy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b' https://maps.googleapis.com; object-src 'none'",
    );
  });

  it("drops 'unsafe-inline' when there is nothing to allow", () => {
    expect(withScriptHashes(publicPolicy, [])).toBe("default-src 'self'; script-src 'self' https://maps.googleapis.com; object-src 'none'");
  });

  it("leaves style-src and a nonce policy alone", () => {
    const policy = "style-src 'self' 'unsafe-inline'; script-src 'self' 'nonce-abc' 'strict-dynamic'";
    expect(withScriptHashes(policy, ["'sha256-a'"])).toBe(policy);
  });
});
