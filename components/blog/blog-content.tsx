import { parseBlogContent } from "./parse-blog-content";

/** A post's text as sub-headings and paragraphs. */
export function BlogContent({ content }: { content: string }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-foreground/90">
      {parseBlogContent(content).map((block, index) =>
        block.kind === "heading" ? (
          <h2 key={index} className="pt-4 text-2xl font-semibold tracking-tight text-foreground">
            {block.text}
          </h2>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
