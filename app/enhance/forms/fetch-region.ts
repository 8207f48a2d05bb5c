/**
 * Asks the server for a page and returns its copy of the form region `id`, ready to put in place of ours. Any
 * status will do (400, 429 and 500 answers are whole pages saying what happened); null when no answer came or it
 * has no such region (a lost connection, a proxy's error page).
 */
export async function fetchRegion(doc: Document, url: string, init: RequestInit, id: string): Promise<HTMLElement | null> {
  let html: string;
  try {
    const response = await fetch(url, { ...init, credentials: "same-origin", headers: { Accept: "text/html" } });
    html = await response.text();
  } catch {
    return null;
  }
  const region = new DOMParser().parseFromString(html, "text/html").getElementById(id);
  if (!region?.hasAttribute("data-form-region")) return null;
  return doc.importNode(region, true);
}
