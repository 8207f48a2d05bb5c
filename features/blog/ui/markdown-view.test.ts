import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "./markdown-view";

const render = (source: string) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MarkdownView, { source })));

describe("MarkdownView", () => {
  it("renders headings from h2 down, so the post title stays the only h1", () => {
    const html = render("# Top\n## Section\n### Detail");
    expect(html).toContain("<h2");
    expect(html).not.toContain("<h1");
    expect(html.match(/<h2/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*>Detail<\/h3>/);
  });

  it("renders paragraphs, lists, bold, italic and links as elements", () => {
    const html = render("Hello **bold** and *soft*.\n\n- one\n- two\n\n3. three\n4. four\n\n[Book](/book) or [mail](mailto:a@b.co)");
    expect(html).toMatch(/<p[^>]*>Hello <strong[^>]*>bold<\/strong> and <em>soft<\/em>\.<\/p>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ul>/);
    expect(html).toMatch(/<ol start="3"[^>]*><li[^>]*>three<\/li>/);
    expect(html).toMatch(/<a[^>]*href="\/book"[^>]*>Book<\/a>/);
    expect(html).toMatch(/<a[^>]*href="mailto:a@b.co"[^>]*>mail<\/a>/);
  });

  it("opens other sites without giving them this page", () => {
    const html = render("[Studio](https://example.com/)");
    expect(html).toMatch(/<a[^>]*href="https:\/\/example.com\/"[^>]*rel="noopener noreferrer"/);
    expect(html).not.toContain("target=");
  });

  it("shows HTML written in a post as text, never as markup", () => {
    const html = render('<script>alert("owned")</script>\n\n<img src=x onerror="alert(1)"> **<b>bold</b>**');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("shows a refused link as its text, with no link at all", () => {
    const html = render("[Win a prize](JaVaScRiPt:alert(1)) and [pic](data:text/html,hi) and [away](//evil.example)");
    expect(html).not.toContain("<a");
    expect(html).not.toMatch(/javascript|data:|evil\.example/i);
    expect(html).toContain("Win a prize and pic and away");
  });
});
