// Staff write blog posts (and pages) in Markdown; visitors get HTML made on the server. Two locks: the
// Markdown parser turns any raw HTML into text and refuses javascript:/data: links, and the result is then
// passed through an allowlist sanitiser (no script, no event handlers, no style, safe link schemes only).
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const ALLOWED = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "del",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  // Links leave the site without handing it the visitor's session or the opener.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }) },
} satisfies sanitizeHtml.IOptions;

// Headings in a post start at h2: the page's h1 is the post's title.
markdown.core.ruler.push("demote_headings", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
});

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), {
    ...ALLOWED,
    allowedAttributes: { ...ALLOWED.allowedAttributes, a: [...ALLOWED.allowedAttributes.a, "rel"] },
  });
}

// Between the items of a list in an excerpt: a space alone ran 「エンジン好調 外装良好」 together into one phrase.
const LIST_ITEM_SEPARATOR = " / ";

/**
 * The first words of a post as plain text, for lists and descriptions. Read from the parsed text itself, not
 * from rendered HTML: "<" stays "<" here, and whoever shows the text (React, JSON-LD) escapes it once. A list's
 * items are kept apart by a separator.
 */
export function markdownExcerpt(source: string, length = 120): string {
  const parts: string[] = [];
  // How many items each open list (the innermost last) has shown so far.
  const listItems: number[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      // A list inside an item follows that item's own words.
      if (listItems.length > 0) parts.push(LIST_ITEM_SEPARATOR);
      listItems.push(0);
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") listItems.pop();
    else if (token.type === "list_item_open" && listItems.length > 0) {
      if (listItems[listItems.length - 1]++ > 0) parts.push(LIST_ITEM_SEPARATOR);
    } else if (token.type === "inline") {
      for (const child of token.children ?? [])
        parts.push(
          child.type === "text" || child.type === "code_inline"
            ? child.content
            : child.type.endsWith("break")
              ? " "
              : "",
        );
    } else if (token.block && token.nesting === -1) parts.push(" ");
  }
  const text = parts.join("").replace(/\s+/g, " ").trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
