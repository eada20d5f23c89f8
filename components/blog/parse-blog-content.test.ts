import { describe, expect, it } from "vitest";
import { parseBlogContent } from "./parse-blog-content";

describe("parseBlogContent", () => {
  it("turns '## ' lines into headings and blank-line separated blocks into paragraphs", () => {
    const text = "Intro line one\nline two\n\n## Skiing\nFirst slope.\n\nSecond block.\n";
    expect(parseBlogContent(text)).toEqual([
      { kind: "paragraph", text: "Intro line one line two" },
      { kind: "heading", text: "Skiing" },
      { kind: "paragraph", text: "First slope." },
      { kind: "paragraph", text: "Second block." },
    ]);
  });

  it("handles Windows line endings and extra blank lines", () => {
    expect(parseBlogContent("\r\n\r\n## A\r\n\r\n\r\nB\r\n")).toEqual([
      { kind: "heading", text: "A" },
      { kind: "paragraph", text: "B" },
    ]);
  });

  it("does not treat '##' without a space or '###' as a sub-heading", () => {
    expect(parseBlogContent("##Tag\n### Small")).toEqual([{ kind: "paragraph", text: "##Tag ### Small" }]);
  });

  it("returns nothing for empty content", () => {
    expect(parseBlogContent("  \n ")).toEqual([]);
  });
});
