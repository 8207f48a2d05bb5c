import { Eye, LoaderCircle, PencilLine } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { MarkdownView } from "../ui/markdown-view";
import { CheckboxField } from "~/ui/forms/checkbox-field";
import { FormError } from "~/ui/forms/form-error";
import { TextAreaField, TextField } from "~/ui/forms/text-field";
import { toast } from "~/ui/toaster";
import { blogPostSchema, DEFAULT_BLOG_IMAGE, slugify } from "../blog-editor";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { emptyPostForm, postFormOf, postPayload, type PostFormValues } from "../post-form";
import type { AdminPost, BlogAdminServer } from "./blog-data";
import { useFetcherDone } from "~/ui/admin/use-fetcher-done";

/**
 * Writes or edits one post. The form is checked with the server's own schema before sending; the server's answer
 * (a taken address, say) lands under the field it is about. Preview renders the body with the very component
 * /blog uses, so what staff see is what visitors will.
 */
export function PostEditor({ post, onSaved, onClose }: { post: AdminPost | undefined; onSaved: (post: AdminPost) => void; onClose: () => void }) {
  const [values, setValues] = useState<PostFormValues>(post ? postFormOf(post) : emptyPostForm);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string>();
  const fetcher = useFetcher<BlogAdminServer["savePost"]>();
  const saving = fetcher.state !== "idle";
  const [preview, setPreview] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = <K extends keyof PostFormValues>(key: K) => (value: PostFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const text = (key: Exclude<keyof PostFormValues, "draft">) => ({
    value: values[key],
    errors: fieldErrors[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
  });

  const showProblems = (errors: FieldErrors, message: string) => {
    setFieldErrors(errors);
    setFormMessage(message);
    setPreview(false);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  useFetcherDone(fetcher, (answer) => {
    if (!answer.ok) {
      toast({ title: "The post was not saved", description: answer.message, variant: "destructive" });
      return showProblems(answer.fieldErrors ?? {}, answer.message);
    }
    setFieldErrors({});
    setFormMessage(undefined);
    setValues(postFormOf(answer.post));
    toast({
      title: answer.post.draft ? "Draft saved" : "Post saved and published",
      description: answer.post.draft ? "It is kept here and not shown on the blog." : `It is live at /blog/${answer.post.slug}.`,
    });
    onSaved(answer.post);
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = postPayload(values);
    const checked = parseForm(blogPostSchema, payload);
    if (!checked.success) return showProblems(checked.error.fieldErrors, "Please check the fields marked below.");
    void fetcher.submit(payload, { method: "post", action: post ? `/admin/posts/${post.id}` : "/admin/posts", encType: "application/json" });
  }

  const address = values.slug.trim() || (values.title.trim() ? slugify(values.title) : "");
  return (
    <section aria-labelledby="post-editor-heading" className="rounded-3xl border border-blush-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="post-editor-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {post ? `Edit “${post.title}”` : "New post"}
        </h3>
        <button type="button" aria-pressed={preview} onClick={() => setPreview(!preview)} className="btn-secondary">
          {preview ? <PencilLine aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          Preview
        </button>
      </div>
      <form ref={form} noValidate onSubmit={save} className="mt-4 grid gap-5">
        <FormError message={formMessage} />
        <div className={preview ? "hidden" : "grid gap-5"}>
          <TextField name="title" label="Title" required maxLength={200} {...text("title")} />
          <TextField
            name="slug"
            label="Address (optional)"
            description={address ? `The post will live at /blog/${address}` : "Leave empty to make one from the title."}
            maxLength={120}
            {...text("slug")}
          />
          <TextAreaField name="excerpt" label="Excerpt" required rows={2} maxLength={500} {...text("excerpt")} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="author" label="Author" description="Shown under the title as the byline" required maxLength={100} autoComplete="name" {...text("author")} />
            <TextField name="tags" label="Tags" description="Separate tags with commas, e.g. Brows, Aftercare" {...text("tags")} />
          </div>
          <TextField name="image" label="Image path (optional)" description={`A picture on this site; empty means ${DEFAULT_BLOG_IMAGE}`} {...text("image")} />
          <TextAreaField
            name="content"
            label="Content"
            required
            rows={14}
            description="Markdown: ## and ### for headings, - for bullet points, **bold**, *italic* and [link text](/services)."
            {...text("content")}
          />
        </div>
        {preview && (
          <section aria-label="Preview" className="rounded-2xl border border-dashed border-plum-500/60 bg-cream p-4 sm:p-6">
            <p className="text-sm font-semibold tracking-wide text-plum-700 uppercase">Preview</p>
            <p className="mt-2 font-display text-3xl font-semibold text-balance text-plum-900">{values.title || "Untitled post"}</p>
            {values.excerpt && <p className="mt-3 text-lg text-muted">{values.excerpt}</p>}
            <MarkdownView source={values.content} className="mt-6 text-lg leading-relaxed" />
          </section>
        )}
        <CheckboxField name="draft" label="Keep as a draft (not shown on the blog)" checked={values.draft} onChange={(event) => set("draft")(event.target.checked)} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="btn-secondary">
            Back to all posts
          </button>
          <button type="submit" disabled={saving} className="btn-primary disabled:cursor-wait disabled:opacity-85">
            {saving && <LoaderCircle aria-hidden="true" size={18} className="animate-spin" />}
            {saving ? "Saving..." : values.draft ? "Save draft" : "Save and publish"}
          </button>
        </div>
      </form>
    </section>
  );
}
