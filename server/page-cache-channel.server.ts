import type postgres from "postgres";
import type { Logger } from "./logging/logger.server";
import type { PageCache } from "./page-cache.server";

/** The PostgreSQL channel every instance on one database listens on (docs/decisions/0045). */
export const PAGE_CACHE_CHANNEL = "page_cache_cleared";

/**
 * One instance's page cache, cleared on every instance at once: a change clears this one's now and tells the others
 * through PostgreSQL's NOTIFY, which each receives on a LISTEN connection of its own. While that connection is down
 * a notice can be missed, so each (re)connection clears the cache too; the cache's time-to-live stays the last
 * resort.
 */
export async function sharedPageCache(cache: PageCache, client: postgres.Sql, logger: Logger): Promise<PageCache & { close(): Promise<void> }> {
  let connected = false;
  const listening = await client.listen(
    PAGE_CACHE_CHANNEL,
    () => cache.clear(),
    () => {
      if (connected) logger.info("page cache channel reconnected; cache cleared");
      connected = true;
      cache.clear();
    },
  );
  return {
    middleware: cache.middleware,
    clear() {
      cache.clear();
      client.notify(PAGE_CACHE_CHANNEL, "").catch((error: unknown) => logger.warn({ err: error }, "could not tell the other instances to clear their page caches"));
    },
    close: () => listening.unlisten(),
  };
}
