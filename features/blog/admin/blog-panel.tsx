import { LoaderCircle, NotebookPen, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { toast } from "~/ui/toaster";
import { formatDate, formatDateTime } from "~/ui/admin/dates";
import type { AdminPost, BlogAdminServer } from "./blog-data";
import { Badge } from "~/ui/admin/badge";
import { EmptyState } from "~/ui/admin/empty-state";
import { PostEditor } from "./post-editor";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

/** Every post, published or draft; write a new one, edit, publish or take one off the blog. */
export function BlogPanel({ posts }: { posts: AdminPost[] | undefined }) {
  // Each opening gets a new key (a fresh form); a save keeps the key and only updates the post being edited.
  const [editor, setEditor] = useState<{ key: number; post?: AdminPost }>();
  const newButton = useRef<HTMLButtonElement>(null);
  const rows = posts ?? [];

  const open = (post?: AdminPost) => setEditor((current) => ({ key: (current?.key ?? 0) + 1, post }));
  const closeEditor = () => {
    setEditor(undefined);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  return (
    <section aria-labelledby="blog-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="blog-heading" className="text-2xl font-semibold">
          Blog
        </h2>
        <button ref={newButton} type="button" onClick={() => open()} className="btn-primary">
          <Plus aria-hidden="true" size={18} />
          New post
        </button>
      </div>
      {editor && (
        <PostEditor
          key={editor.key}
          post={editor.post}
          onSaved={(post) => setEditor((current) => current && { ...current, post })}
          onClose={closeEditor}
        />
      )}
      <ResultsStatus loading={posts === undefined} hasData={posts !== undefined} loadingText="Loading posts..." summary={`Showing ${countOf(rows.length, "post")}.`} />
      {posts !== undefined && rows.length === 0 && <EmptyState icon={NotebookPen} title="No posts yet" text="Write the first one with New post." />}
      {rows.length > 0 && (
        <ul aria-label="Posts" className="grid gap-3">
          {rows.map((post) => (
            <PostRow key={post.id} post={post} onOpen={open} onPublished={(saved) => editor?.post?.id === saved.id && open(saved)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One post in the list, with its own Publish or Unpublish in flight. */
function PostRow({ post, onOpen, onPublished }: { post: AdminPost; onOpen: (post: AdminPost) => void; onPublished: (post: AdminPost) => void }) {
  const fetcher = useFetcher<BlogAdminServer["publishPost"]>();
  const publishing = fetcher.state !== "idle";
  useFetcherDone(fetcher, (answer) => {
    if (!answer.ok) {
      toast({ title: "That did not work", description: answer.message, variant: "destructive" });
      return;
    }
    onPublished(answer.post);
    const published = !answer.post.draft;
    toast({ title: published ? "Post published" : "Post unpublished", description: published ? `“${post.title}” is on the blog.` : `“${post.title}” is a draft again.` });
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold break-words">{post.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          {post.draft ? <Badge tone="yellow">Draft</Badge> : <Badge tone="green">Published</Badge>}
          <span>{post.draft ? `Last saved ${formatDateTime(post.updatedAt)}` : `Dated ${formatDate(post.published)}`}</span>
          {!post.draft && (
            <a href={`/blog/${post.slug}`} className="text-plum-700 underline underline-offset-2 hover:text-plum-900">
              /blog/{post.slug}
            </a>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-label={`Edit ${post.title}`} onClick={() => onOpen(post)} className="btn-secondary">
          Edit
        </button>
        <button
          type="button"
          aria-label={`${post.draft ? "Publish" : "Unpublish"} ${post.title}`}
          disabled={publishing}
          onClick={() => void fetcher.submit({ publish: post.draft }, { method: "post", action: `/admin/posts/${post.id}/publish`, encType: "application/json" })}
          className="btn-secondary min-w-32 disabled:cursor-wait disabled:opacity-70"
        >
          {publishing && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
          {post.draft ? "Publish" : "Unpublish"}
        </button>
      </div>
    </li>
  );
}
