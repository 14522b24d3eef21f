import type { DbExecutor } from '../../db/client';

/**
 * Work to do inside the transaction that deletes a player (their posts, comments, likes …).
 * Later domains register a hook; sessions, messages and reset links go by foreign-key cascade.
 */
export type PlayerDeletionHook = (tx: DbExecutor, playerId: string) => Promise<void>;

/** Clean-up after the deletion committed (e.g. stored media), by URL. */
export type PlayerMediaCollector = (tx: DbExecutor, playerId: string) => Promise<string[]>;

export function createPlayerDeletionHooks() {
  const hooks: PlayerDeletionHook[] = [];
  const collectors: PlayerMediaCollector[] = [];
  return {
    register(hook: PlayerDeletionHook) {
      hooks.push(hook);
    },
    registerMedia(collector: PlayerMediaCollector) {
      collectors.push(collector);
    },
    /** Runs every hook in the deleting transaction; returns media URLs to remove after commit. */
    async run(tx: DbExecutor, playerId: string): Promise<string[]> {
      const urls: string[] = [];
      for (const collector of collectors) urls.push(...(await collector(tx, playerId)));
      for (const hook of hooks) await hook(tx, playerId);
      return urls;
    },
  };
}

export type PlayerDeletionHooks = ReturnType<typeof createPlayerDeletionHooks>;
