/**
 * What the studio calls a client where little should be said: her first name, as she wrote her name (the manage and
 * appointment pages greet her by it; the staff diary and a practitioner's calendar feed show no more of it).
 */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? "";
