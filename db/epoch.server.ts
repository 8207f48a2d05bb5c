import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * An instant as epoch milliseconds, as a Date holds it (digits below the millisecond dropped): for a query that
 * answers in JSON, whose reader then makes no Date per row (the diary's reading, bench/team.md).
 */
export const epochMs = (instant: SQLWrapper): SQL<number> => sql<number>`floor(extract(epoch from ${instant}) * 1000)`;
