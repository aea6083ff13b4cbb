import { Marked, type Token, type Tokens } from "marked";
import type { ArticleBlock } from "../../shared/content";

/** Links may point to the web, mail, phone, or a path on this site; never javascript: or data:. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const OUTBOUND = /^https?:\/\//i;

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const titleAttr = title ? ` title="${escapeAttr(title)}"` : "";
      if (!OUTBOUND.test(href)) return `<a href="${escapeAttr(href)}"${titleAttr}>${text}</a>`;
      // Outbound links open in a new tab without handing the new page a reference to ours.
      return `<a href="${escapeAttr(href)}"${titleAttr} target="_blank" rel="noopener">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
    },
  },
});

/** Block types an article body may use; anything else is a content error. */
const BLOCK_TYPES = new Set(["paragraph", "heading", "list", "space"]);

/** Why a token may not appear in an article body, or null when it may. */
function tokenProblem(token: Token): string | null {
  switch (token.type) {
    case "html":
      return `raw HTML is not allowed: ${JSON.stringify(token.raw.trim().slice(0, 40))}`;
    case "image":
      return "inline images are not allowed; list them under images in the front matter";
    case "link":
      return SAFE_HREF.test((token as Tokens.Link).href) ? null : `unsafe link target ${JSON.stringify((token as Tokens.Link).href)}`;
    case "heading": {
      const depth = (token as Tokens.Heading).depth;
      return depth === 2 || depth === 3 ? null : `heading level ${depth} is not allowed; use ## or ### for subheadings`;
    }
    case "list":
      return (token as Tokens.List).ordered ? "only bulleted lists are allowed" : null;
    default:
      return null;
  }
}

export interface CompiledBody {
  blocks: ArticleBlock[];
  problems: string[];
}

/** Compiles an article body into paragraph, subheading and list blocks of inline HTML. */
export function compileMarkdown(source: string): CompiledBody {
  const tokens = marked.lexer(source);
  const problems: string[] = [];
  for (const token of tokens) {
    if (!BLOCK_TYPES.has(token.type) && token.type !== "html") problems.push(`${token.type} blocks are not allowed`);
  }
  marked.walkTokens(tokens, (token) => {
    const problem = tokenProblem(token);
    if (problem) problems.push(problem);
  });
  if (problems.length) return { blocks: [], problems };

  const blocks: ArticleBlock[] = [];
  for (const token of tokens) {
    if (token.type === "paragraph") blocks.push({ kind: "paragraph", html: marked.Parser.parseInline((token as Tokens.Paragraph).tokens, marked.defaults) });
    else if (token.type === "heading") {
      const heading = token as Tokens.Heading;
      blocks.push({ kind: "heading", level: heading.depth === 3 ? 3 : 2, html: marked.Parser.parseInline(heading.tokens, marked.defaults) });
    } else if (token.type === "list") {
      const items = (token as Tokens.List).items.map((item) =>
        item.tokens
          .flatMap((t) => ("tokens" in t && t.tokens ? [marked.Parser.parseInline(t.tokens, marked.defaults)] : []))
          .join(" "),
      );
      blocks.push({ kind: "list", items });
    }
  }
  return { blocks, problems };
}
