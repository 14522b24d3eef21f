/** The facts that decide which divisions a player may enter (competition eligibility). */
export type EligibilityFact = 'gender' | 'dateOfBirth' | 'duprRating';

/**
 * Work another module does in the transaction that changed a player's eligibility facts (a staff
 * edit, an approved correction), with that transaction's repositories; what it returns runs once
 * the change committed (bells, a mail kick).
 */
export type EligibilityChangeHook<Repos> = (
  repos: Repos,
  playerId: string,
  changed: readonly EligibilityFact[],
) => Promise<(() => Promise<void>) | void>;

/** How another module hears of changed facts, and how a change is announced (the port). */
export interface EligibilityChangePort<Repos> {
  onEligibilityChange(hook: EligibilityChangeHook<Repos>): void;
  /**
   * Runs every hook in the caller's transaction; call the answer after it committed. Nothing runs
   * when `changed` is empty.
   */
  eligibilityChanged(
    repos: Repos,
    playerId: string,
    changed: readonly EligibilityFact[],
  ): Promise<() => Promise<void>>;
}

export function createEligibilityChangeHooks<Repos>(): EligibilityChangePort<Repos> {
  const hooks: EligibilityChangeHook<Repos>[] = [];
  return {
    onEligibilityChange(hook) {
      hooks.push(hook);
    },
    async eligibilityChanged(repos, playerId, changed) {
      const after: (() => Promise<void>)[] = [];
      if (changed.length > 0)
        for (const hook of hooks) {
          const then = await hook(repos, playerId, changed);
          if (then) after.push(then);
        }
      return async () => {
        for (const then of after) await then();
      };
    },
  };
}
