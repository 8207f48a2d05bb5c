import { describe, expect, it } from "vitest";
import { seedArticles } from "~/content/articles";
import { type Block, type Inline, inlineText, parseInline, parseMarkdown, safeHref } from "./markdown";

const text = (value: string): Inline => ({ type: "text", text: value });

describe("parseMarkdown blocks", () => {
  it("reads headings of levels 1 to 3", () => {
    expect(parseMarkdown("# One\n## Two\n### Three")).toEqual([
      { type: "heading", level: 1, children: [text("One")] },
      { type: "heading", level: 2, children: [text("Two")] },
      { type: "heading", level: 3, children: [text("Three")] },
    ]);
  });

  it("drops closing hashes and keeps hashes that belong to the words", () => {
    expect(parseMarkdown("## Aftercare ##")).toEqual([{ type: "heading", level: 2, children: [text("Aftercare")] }]);
    expect(parseMarkdown("## Learn C#")).toEqual([{ type: "heading", level: 2, children: [text("Learn C#")] }]);
  });

  it("shows a line of bare hashes as nothing rather than an empty heading", () => {
    expect(parseMarkdown("#")).toEqual([]);
    expect(parseMarkdown("###   ")).toEqual([]);
    expect(parseMarkdown("Before\n#\nAfter")).toEqual([
      { type: "paragraph", children: [text("Before")] },
      { type: "paragraph", children: [text("After")] },
    ]);
  });

  it("treats four hashes or a hash without a space as text", () => {
    expect(parseMarkdown("#### Deep")).toEqual([{ type: "paragraph", children: [text("#### Deep")] }]);
    expect(parseMarkdown("#hashtag")).toEqual([{ type: "paragraph", children: [text("#hashtag")] }]);
  });

  it("joins the lines of a paragraph and splits paragraphs on blank lines", () => {
    expect(parseMarkdown("First line\nsecond line\n\n\r\nNext one")).toEqual([
      { type: "paragraph", children: [text("First line second line")] },
      { type: "paragraph", children: [text("Next one")] },
    ]);
  });

  it("reads bullet lists written with - or *", () => {
    expect(parseMarkdown("- Dry brows\n* No makeup\n- **Brush** daily")).toEqual([
      {
        type: "list",
        ordered: false,
        start: 1,
        items: [[text("Dry brows")], [text("No makeup")], [{ type: "strong", children: [text("Brush")] }, text(" daily")]],
      },
    ]);
  });

  it("reads numbered lists and keeps their first number", () => {
    expect(parseMarkdown("1. Consult\n2. Cleanse")).toEqual([
      { type: "list", ordered: true, start: 1, items: [[text("Consult")], [text("Cleanse")]] },
    ]);
    expect(parseMarkdown("3. Third\n4. Fourth")[0]).toMatchObject({ ordered: true, start: 3 });
  });

  it("ends a list at a blank line, a heading or the other kind of list", () => {
    const blocks = parseMarkdown("- a\n- b\n1. one\n## Next\n- c\n\nAfter");
    expect(blocks.map((block) => block.type)).toEqual(["list", "list", "heading", "list", "paragraph"]);
    expect((blocks[1] as Extract<Block, { type: "list" }>).ordered).toBe(true);
  });

  it("continues a list item on the next plain line", () => {
    expect(parseMarkdown("- first part\nsecond part\n- next")).toEqual([
      { type: "list", ordered: false, start: 1, items: [[text("first part second part")], [text("next")]] },
    ]);
  });

  it("does not mistake bold at the start of a line for a bullet", () => {
    expect(parseMarkdown("**Tip:** brush daily")).toEqual([
      { type: "paragraph", children: [{ type: "strong", children: [text("Tip:")] }, text(" brush daily")] },
    ]);
  });

  it("keeps HTML as text: the tree has no node that could carry markup", () => {
    const blocks = parseMarkdown('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { type: "paragraph", children: [text('<script>alert("x")</script>')] },
      { type: "paragraph", children: [text("<img src=x onerror=alert(1)>")] },
    ]);
  });

  it("reads every seed article completely: no stray markers, every link kept", () => {
    for (const article of seedArticles) {
      const blocks = parseMarkdown(article.content);
      const inlines = blocks.flatMap((block) => (block.type === "list" ? block.items : [block.children]));
      const words = inlines.map((nodes) => inlineText(nodes)).join("\n");
      expect(words).not.toMatch(/\*\*|\]\(|^#/m);
      const linksInSource = article.content.match(/\]\(/g)?.length ?? 0;
      const links = JSON.stringify(blocks).match(/"type":"link"/g)?.length ?? 0;
      expect(links).toBe(linksInSource);
    }
  });

  it("parses a seed article without losing a word", () => {
    const source = "## Before\n\n- **Patch test.** Free, 15 minutes.\n\nSee our [policies](/policies).";
    const blocks = parseMarkdown(source);
    expect(blocks).toHaveLength(3);
    expect(blocks[2]).toEqual({
      type: "paragraph",
      children: [text("See our "), { type: "link", href: "/policies", children: [text("policies")] }, text(".")],
    });
  });
});

describe("parseInline", () => {
  it("reads bold, italic with * or _, and links", () => {
    expect(parseInline("**bold** *it* _also_ [home](/)")).toEqual([
      { type: "strong", children: [text("bold")] },
      text(" "),
      { type: "emphasis", children: [text("it")] },
      text(" "),
      { type: "emphasis", children: [text("also")] },
      text(" "),
      { type: "link", href: "/", children: [text("home")] },
    ]);
  });

  it("nests emphasis inside bold and bold inside emphasis", () => {
    expect(parseInline("**a *b* c**")).toEqual([
      { type: "strong", children: [text("a "), { type: "emphasis", children: [text("b")] }, text(" c")] },
    ]);
    expect(parseInline("*a **b** c*")).toEqual([
      { type: "emphasis", children: [text("a "), { type: "strong", children: [text("b")] }, text(" c")] },
    ]);
    expect(parseInline("***both***")).toEqual([
      { type: "strong", children: [{ type: "emphasis", children: [text("both")] }] },
    ]);
  });

  it("keeps nested emphasis inside a link's text", () => {
    expect(parseInline("[the **best** *brows*](/services/brow-lift)")).toEqual([
      {
        type: "link",
        href: "/services/brow-lift",
        children: [
          text("the "),
          { type: "strong", children: [text("best")] },
          text(" "),
          { type: "emphasis", children: [text("brows")] },
        ],
      },
    ]);
  });

  it("shows unclosed markers as the characters typed", () => {
    expect(parseInline("**never closed")).toEqual([text("**never closed")]);
    expect(parseInline("*lonely star")).toEqual([text("*lonely star")]);
    expect(parseInline("[no closing bracket")).toEqual([text("[no closing bracket")]);
    expect(parseInline("[label](no closing paren")).toEqual([text("[label](no closing paren")]);
    expect(parseInline("[label] (/not-a-link)")).toEqual([text("[label] (/not-a-link)")]);
    expect(parseInline("2 * 3 * 4")).toEqual([text("2 * 3 * 4")]);
  });

  it("leaves underscores inside words alone", () => {
    expect(parseInline("snake_case_name")).toEqual([text("snake_case_name")]);
  });

  it("honours backslash escapes", () => {
    expect(parseInline("\\*not italic\\* and \\[not a link](/x)")).toEqual([text("*not italic* and [not a link](/x)")]);
  });

  it("does not put a link inside a link", () => {
    expect(parseInline("[outer [inner](/a)](/b)")).toEqual([
      { type: "link", href: "/b", children: [text("outer [inner](/a)")] },
    ]);
  });

  it("shows the text of a link whose address is refused, without the address", () => {
    expect(parseInline("Click [here](javascript:alert(1)) now")).toEqual([text("Click here now")]);
    expect(parseInline("[**bold** trap](data:text/html,hi)")).toEqual([
      { type: "strong", children: [text("bold")] },
      text(" trap"),
    ]);
  });

  it("keeps balanced parentheses inside a link address", () => {
    expect(parseInline("[wiki](https://en.wikipedia.org/wiki/Henna_(dye))")).toEqual([
      { type: "link", href: "https://en.wikipedia.org/wiki/Henna_(dye)", children: [text("wiki")] },
    ]);
  });

  it("drops a link with no text", () => {
    expect(parseInline("[](/policies)")).toEqual([]);
  });

  it("gives the plain words of a tree", () => {
    expect(inlineText(parseInline("A **bold** [link](/x) and *more*"))).toBe("A bold link and more");
  });
});

describe("safeHref", () => {
  it.each([
    ["/services/brow-lift", "/services/brow-lift"],
    ["/", "/"],
    ["/blog?tag=Henna#top", "/blog?tag=Henna#top"],
    ["#aftercare", "#aftercare"],
    ["https://example.com/page", "https://example.com/page"],
    ["HTTP://EXAMPLE.COM", "HTTP://EXAMPLE.COM"],
    ["mailto:hello@example.com", "mailto:hello@example.com"],
    ["MailTo:hello@example.com", "MailTo:hello@example.com"],
    ["tel:+442079460123", "tel:+442079460123"],
    ["  /policies  ", "/policies"],
  ])("keeps %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "DATA:text/html;base64,PHNjcmlwdD4=",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "ftp://example.com",
    "file:///etc/passwd",
    "relative/path",
    "evil.example",
    "",
    "   ",
  ])("refuses %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });
});
