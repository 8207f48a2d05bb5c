import type { ToastMessage } from "~/ui/toast";

/**
 * A toast the server described in data attributes: `data-title`, `data-description`, `data-variant`, or with a
 * prefix (`data-failure-title`...). Undefined without a title.
 */
export function toastFromData(data: Readonly<Record<string, string | undefined>>, prefix = ""): ToastMessage | undefined {
  const read = (name: string) => data[prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name];
  const title = read("title");
  if (!title) return undefined;
  const description = read("description");
  return {
    title,
    ...(description ? { description } : {}),
    variant: read("variant") === "destructive" ? "destructive" : "default",
  };
}
