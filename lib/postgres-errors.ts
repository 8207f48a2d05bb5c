const UNIQUE_VIOLATION = "23505";

/** Whether PostgreSQL refused a row for a unique index (the driver nests its error as a `cause`). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};
