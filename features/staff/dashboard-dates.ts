import { studioToday } from "~/lib/studio-clock";

/** A download's name, dated on the studio's clock: just after midnight in London it is already the new day. */
export const exportFileName = (kind: string, now = new Date()) => `${kind}-${studioToday(now)}.csv`;
