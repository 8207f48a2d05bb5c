import { Fragment, type ReactNode, useMemo } from "react";
import { type Block, type Inline, parseMarkdown } from "~/features/blog/markdown";

/**
 * A post body, rendered element by element from the parsed tree: React escapes every piece of text, so markup
 * written into a post shows as the characters typed and never runs. Addresses were checked by the parser.
 */
export function MarkdownView({ source, className = "" }: { source: string; className?: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

const linkClass = "font-semibold text-plum-700 underline decoration-2 underline-offset-2 hover:text-plum-900";

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      // The page's h1 is the post title, so a body heading is never above h2.
      return block.level === 3 ? (
        <h3 className="mt-8 text-xl font-semibold sm:text-2xl">
          <InlineView nodes={block.children} />
        </h3>
      ) : (
        <h2 className="mt-12 text-2xl font-semibold sm:text-3xl">
          <InlineView nodes={block.children} />
        </h2>
      );
    case "paragraph":
      return (
        <p className="mt-5">
          <InlineView nodes={block.children} />
        </p>
      );
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={index} className="pl-1">
          <InlineView nodes={item} />
        </li>
      ));
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start} className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-plum-700">
          {items}
        </ol>
      ) : (
        <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-plum-500">{items}</ul>
      );
    }
  }
}

function InlineView({ nodes }: { nodes: readonly Inline[] }) {
  return nodes.map((node, index) => <InlineNode key={index} node={node} />);
}

function InlineNode({ node }: { node: Inline }) {
  switch (node.type) {
    case "text":
      return <Fragment>{node.text}</Fragment>;
    case "strong":
      return (
        <strong className="font-semibold text-ink">
          <InlineView nodes={node.children} />
        </strong>
      );
    case "emphasis":
      return (
        <em>
          <InlineView nodes={node.children} />
        </em>
      );
    case "link":
      return (
        <MarkdownLink href={node.href}>
          <InlineView nodes={node.children} />
        </MarkdownLink>
      );
  }
}

function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  // A plain link for our own pages too: the blog's pages are served without React Router, and the dashboard's
  // preview of a post is an island without a router (decision 0066).
  // Other sites get neither our page as opener nor its address.
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={linkClass} rel={external ? "noopener noreferrer" : undefined}>
      {children}
    </a>
  );
}
