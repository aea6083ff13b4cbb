import { compileMarkdown } from "./markdown";

describe("compileMarkdown", () => {
  it("splits the body into paragraph, subheading and list blocks", () => {
    const { blocks, problems } = compileMarkdown("One **bold** lead.\n\n## Sub\n\n### Smaller\n\n- a\n- *b*\n\nTwo.");
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { kind: "paragraph", html: "One <strong>bold</strong> lead." },
      { kind: "heading", level: 2, html: "Sub" },
      { kind: "heading", level: 3, html: "Smaller" },
      { kind: "list", items: ["a", "<em>b</em>"] },
      { kind: "paragraph", html: "Two." },
    ]);
  });

  it("opens outbound links in a new tab with rel=noopener, and keeps site links in place", () => {
    const [block] = compileMarkdown("[Tickets](https://tickets.example.com/a?b=1&c=2) or [archive](/archive)").blocks;
    expect(block).toEqual({
      kind: "paragraph",
      html: '<a href="https://tickets.example.com/a?b=1&amp;c=2" target="_blank" rel="noopener">Tickets<span class="sr-only"> (opens in a new tab)</span></a> or <a href="/archive">archive</a>',
    });
  });

  it("escapes text that looks like markup", () => {
    expect(compileMarkdown("Tom & Jerry say 2 < 3").blocks[0]).toEqual({ kind: "paragraph", html: "Tom &amp; Jerry say 2 &lt; 3" });
  });

  it.each([
    ["<script>alert(1)</script>", "raw HTML is not allowed"],
    ["Text with <img src=x onerror=alert(1)> inside", "raw HTML is not allowed"],
    ["[click](javascript:alert(1))", "unsafe link target"],
    ["[data](data:text/html,hi)", "unsafe link target"],
    ["![photo](a.png)", "inline images are not allowed"],
    ["# Title again", "heading level 1"],
    ["1. first\n2. second", "only bulleted lists"],
    ["> quoted", "blockquote blocks are not allowed"],
    ["```\ncode\n```", "code blocks are not allowed"],
  ])("rejects %j", (source, problem) => {
    const result = compileMarkdown(source);
    expect(result.blocks).toEqual([]);
    expect(result.problems.join("\n")).toContain(problem);
  });
});
