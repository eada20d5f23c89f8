import sanitizeHtml from "sanitize-html";

// Stored HTML (info pages, later blog and property texts edited by admins) is rendered with
// dangerouslySetInnerHTML, so it is cleaned on the server: no scripts, no event handlers, no
// javascript: URLs, no inline styles; links to other sites open safely.
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "a", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer" } : attribs,
      };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
