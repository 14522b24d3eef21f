import type { EligibilityChangePort } from './eligibility-changes';

/**
 * How a player's deletion treats what they wrote: an admin's deletion and "delete my posts"
 * remove it; "keep as Former member" (issue 16) keeps posts and comments without the author.
 */
export interface PlayerDeletionOptions {
  keepContent: boolean;
}

/**
 * Work other modules do inside the transaction that deletes a player (their posts' reports …),
 * with the repositories of that transaction. Posts, comments, likes, sessions, messages and
 * reset links go by foreign-key cascade.
 */
export type PlayerDeletionHook<Repos> = (
  repos: Repos,
  playerId: string,
  options: PlayerDeletionOptions,
) => Promise<void>;

/** Media to remove once the deletion committed, by URL (e.g. the pictures of their posts). */
export type PlayerMediaCollector<Repos> = (
  repos: Repos,
  playerId: string,
  options: PlayerDeletionOptions,
) => Promise<string[]>;

/**
 * What the privacy module's "delete my account" needs from the players module: the password
 * check and the deletion itself; and how other modules hear of changed eligibility facts.
 */
export interface PlayerAccountsPort<Repos>
  extends PlayerDeletionPort<Repos>, EligibilityChangePort<Repos> {
  checkPassword(playerId: string, password: string): Promise<void>;
  remove(playerId: string, options: PlayerDeletionOptions): Promise<unknown>;
}

/** How another module joins a player's deletion (the players module's public port). */
export interface PlayerDeletionPort<Repos> {
  onDelete(hook: PlayerDeletionHook<Repos>): void;
  collectMedia(collector: PlayerMediaCollector<Repos>): void;
}

export function createPlayerDeletionHooks<Repos>() {
  const hooks: PlayerDeletionHook<Repos>[] = [];
  const collectors: PlayerMediaCollector<Repos>[] = [];
  return {
    onDelete(hook: PlayerDeletionHook<Repos>) {
      hooks.push(hook);
    },
    collectMedia(collector: PlayerMediaCollector<Repos>) {
      collectors.push(collector);
    },
    /** Runs every hook in the deleting transaction; returns media URLs to remove after commit. */
    async run(repos: Repos, playerId: string, options: PlayerDeletionOptions): Promise<string[]> {
      const urls: string[] = [];
      for (const collector of collectors) urls.push(...(await collector(repos, playerId, options)));
      for (const hook of hooks) await hook(repos, playerId, options);
      return urls;
    },
  };
}

export type PlayerDeletionHooks<Repos> = ReturnType<typeof createPlayerDeletionHooks<Repos>>;
