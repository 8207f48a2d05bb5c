/**
 * How the dashboard's client search reads what staff type (issue 23): digits are the start of a phone number (a UK
 * +44 read as 0), an @ is the start of an email, anything else the start of her name or of any word in it, or of an
 * email. Written once, for the API and the Clients search alike.
 */
export const CLIENT_PAGE = 25;

export type ClientQuery = { kind: "all" } | { kind: "phone"; digits: string } | { kind: "email"; prefix: string } | { kind: "name"; prefix: string };

export function readClientSearch(search: string | undefined): ClientQuery {
  const text = (search ?? "").trim().toLowerCase().slice(0, 100);
  if (text === "") return { kind: "all" };
  if (/^[+\d\s()-]+$/.test(text)) {
    const digits = text.replace(/\D/g, "");
    if (digits.length === 0) return { kind: "all" };
    return { kind: "phone", digits: digits.startsWith("44") ? `0${digits.slice(2)}` : digits };
  }
  if (text.includes("@")) return { kind: "email", prefix: text };
  return { kind: "name", prefix: text.replace(/\s+/g, " ") };
}

/** A LIKE pattern's own characters, taken literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const clientMessages = {
  notFound: "No such client.",
  note: "Write a note of 1 to 2,000 characters.",
  cursor: "That page of clients is not one of ours: start again from the first.",
  mergeWhom: "Choose the record to merge into this one.",
  mergeSelf: "A record cannot be merged into itself.",
  mergeConfirm: "Tick to confirm these records are the same person.",
  mergeGone: "That record has been merged already: open it to see where it went.",
} as const;
