/**
 * The blog editor's text fields as staff type them, turned into the API's payload (blog-editor.ts checks it):
 * tags are one comma-separated line on screen and a list in the post.
 */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  image: string;
  tags: string;
  draft: boolean;
}

export const emptyPostForm: PostFormValues = { title: "", slug: "", excerpt: "", content: "", author: "", image: "", tags: "", draft: true };

/** "Brows, aftercare,, tips " → ["Brows", "aftercare", "tips"], without repeats (case ignored). */
export function tagsFromText(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function postPayload(values: PostFormValues) {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    image: values.image,
    tags: tagsFromText(values.tags),
    draft: values.draft,
  };
}

export interface StoredPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  image: string;
  tags: string[];
  draft: boolean;
}

export function postFormOf(post: StoredPost): PostFormValues {
  return { ...post, tags: post.tags.join(", ") };
}
