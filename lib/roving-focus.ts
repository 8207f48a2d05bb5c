/**
 * Which item of a one-row widget (a WAI-ARIA tab list) a key moves to: arrows step with wrap-around, Home and
 * End jump to the ends. Undefined for any other key, so the key keeps its usual job.
 */
export function rovingTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
