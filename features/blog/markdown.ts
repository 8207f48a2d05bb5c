/**
 * The small markdown dialect blog posts are written in (spec section 2): headings (#, ##, ###), paragraphs,
 * bullet lists ("- " or "* "), numbered lists ("1. "), **bold**, *italic* or _italic_, and [text](href) links.
 * It becomes a typed tree that a React component renders element by element, so HTML in a post is only ever
 * text, and a link survives only when its address passes `safeHref`.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "emphasis"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] };

const allowedScheme = /^(?:https?|mailto|tel):/i;
// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become protocol-relative.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * The address a link may keep, or null when it must be shown as plain text: relative paths ("/x" but not "//x"
 * or "/\x", which browsers read as another host), anchors ("#x"), and http, https, mailto and tel addresses.
 * Everything else (javascript:, data:, vbscript:, unknown schemes, bare relative paths) is refused.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (href === "" || controlCharacter.test(href)) return null;
  if (href.startsWith("#")) return href;
  if (href.startsWith("/")) return href[1] === "/" || href[1] === "\\" ? null : href;
  return allowedScheme.test(href) ? href : null;
}

const headingLine = /^(#{1,3})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const bulletLine = /^[-*][ \t]+(.*)$/;
const numberedLine = /^(\d{1,9})\.[ \t]+(.*)$/;

interface OpenParagraph {
  type: "paragraph";
  lines: string[];
}
interface OpenList {
  type: "list";
  ordered: boolean;
  start: number;
  items: string[][];
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let open: OpenParagraph | OpenList | null = null;

  const close = () => {
    if (open?.type === "paragraph") {
      blocks.push({ type: "paragraph", children: parseInline(open.lines.join(" ")) });
    } else if (open?.type === "list") {
      const items = open.items.map((lines) => parseInline(lines.join(" "))).filter((item) => item.length > 0);
      if (items.length > 0) blocks.push({ type: "list", ordered: open.ordered, start: open.start, items });
    }
    open = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      close();
      continue;
    }

    const heading = headingLine.exec(line);
    if (heading) {
      close();
      const children = parseInline(heading[2] ?? "");
      // A line of bare hashes would be an empty heading: nothing to show, and a trap for screen readers.
      if (children.length > 0) blocks.push({ type: "heading", level: heading[1]!.length as 1 | 2 | 3, children });
      continue;
    }

    const bullet = bulletLine.exec(line);
    const numbered = bullet ? null : numberedLine.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const text = (bullet ? bullet[1] : numbered![2]) ?? "";
      if (open?.type !== "list" || open.ordered !== ordered) {
        close();
        open = { type: "list", ordered, start: ordered ? Number(numbered![1]) : 1, items: [] };
      }
      open.items.push([text]);
      continue;
    }

    if (open?.type === "list") {
      // A plain line straight after an item continues it, as in CommonMark.
      open.items.at(-1)!.push(line);
    } else if (open?.type === "paragraph") {
      open.lines.push(line);
    } else {
      open = { type: "paragraph", lines: [line] };
    }
  }
  close();
  return blocks;
}

const escapable = /[\\`*_{}[\]()#+\-.!<>]/;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** Index of the "**" that closes one opened before `from`, or -1. */
function findStrongClose(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") {
      i++;
    } else if (text.startsWith("**", i) && i > from && !isSpace(text[i - 1])) {
      // In "***x***" the closing pair is the last two stars of the run, leaving "*x*" inside.
      let end = i;
      while (text[end + 2] === "*") end++;
      return end;
    }
  }
  return -1;
}

/** Index of the single "*" or "_" that closes one opened before `from`, or -1; "**...**" inside is skipped. */
function findEmphasisClose(text: string, from: number, marker: "*" | "_"): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") {
      i++;
    } else if (marker === "*" && text.startsWith("**", i)) {
      const close = findStrongClose(text, i + 2);
      if (close === -1) return -1;
      i = close + 1;
    } else if (text[i] === marker && i > from && !isSpace(text[i - 1])) {
      if (marker === "_" && isWordChar(text[i + 1])) continue;
      return i;
    }
  }
  return -1;
}

/** Index of the "]" matching the "[" just before `from`, or -1. */
function findBracketClose(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "[") depth++;
    else if (text[i] === "]") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** Index of the ")" that ends a link address starting at `from`; balanced pairs inside belong to it. */
function findParenClose(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "(") depth++;
    else if (text[i] === ")") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

export function parseInline(text: string, insideLink = false): Inline[] {
  const nodes: Inline[] = [];
  let buffer = "";
  const pushText = (value: string) => {
    buffer += value;
  };
  const flush = () => {
    const last = nodes.at(-1);
    if (buffer !== "" && last?.type === "text") last.text += buffer;
    else if (buffer !== "") nodes.push({ type: "text", text: buffer });
    buffer = "";
  };
  const pushNode = (node: Inline | Inline[]) => {
    flush();
    for (const item of Array.isArray(node) ? node : [node]) {
      // Keep neighbouring text in one node, so an unlinked address reads as part of its sentence.
      const last = nodes.at(-1);
      if (item.type === "text" && last?.type === "text") last.text += item.text;
      else nodes.push(item);
    }
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;

    if (char === "\\" && escapable.test(text[i + 1] ?? "")) {
      pushText(text[i + 1]!);
      i += 2;
      continue;
    }

    if (text.startsWith("**", i) && !isSpace(text[i + 2])) {
      const close = findStrongClose(text, i + 2);
      if (close !== -1) {
        pushNode({ type: "strong", children: parseInline(text.slice(i + 2, close), insideLink) });
        i = close + 2;
        continue;
      }
      pushText("**");
      i += 2;
      continue;
    }

    if ((char === "*" || char === "_") && !isSpace(text[i + 1]) && !(char === "_" && isWordChar(text[i - 1]))) {
      const close = findEmphasisClose(text, i + 1, char);
      if (close !== -1) {
        pushNode({ type: "emphasis", children: parseInline(text.slice(i + 1, close), insideLink) });
        i = close + 1;
        continue;
      }
    }

    if (char === "[" && !insideLink) {
      const labelEnd = findBracketClose(text, i + 1);
      const hrefEnd = labelEnd !== -1 && text[labelEnd + 1] === "(" ? findParenClose(text, labelEnd + 2) : -1;
      if (hrefEnd !== -1) {
        const children = parseInline(text.slice(i + 1, labelEnd), true);
        const href = safeHref(text.slice(labelEnd + 2, hrefEnd));
        if (href !== null && children.length > 0) pushNode({ type: "link", href, children });
        else pushNode(children);
        i = hrefEnd + 1;
        continue;
      }
    }

    pushText(char);
    i++;
  }
  flush();
  return nodes;
}

/** The words of a tree, e.g. for tests and summaries. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : inlineText(node.children))).join("");
}
