export type BlogBlock = { kind: "heading" | "paragraph"; text: string };

/**
 * Blog posts are plain text: a line starting with "## " is a sub-heading, blank lines separate
 * paragraphs, and single line breaks inside a paragraph are kept as spaces.
 */
export function parseBlogContent(content: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("## ")) {
      flush();
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
    } else if (line === "") {
      flush();
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
