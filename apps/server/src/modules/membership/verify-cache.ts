import type { EventBus } from '../../lib/event-bus';

export const CARD_CHANGES_CHANNEL = 'membership_cards';

export interface VerifyFacts {
  fullName: string;
  memberId: string;
  profilePicture: string | null;
  membershipExpiresOn: string | null;
  membershipSuspendedAt: Date | null;
  membershipCancelledAt: Date | null;
  graceDays: number;
}

/**
 * The card check's facts by token, kept briefly in each process: a desk scanning the same card
 * again, or a burst of checks, costs no database round trip. Membership writes (payments,
 * suspensions, a new QR code, settings) clear every process's copy through the event bus; other
 * changes (a new name or photo, a deleted account) show within `ttlMs`. Unknown tokens are never
 * kept, so a new token is found at once.
 */
export function createVerifyCache(deps: { bus: EventBus; ttlMs?: number; maxEntries?: number }) {
  const ttlMs = deps.ttlMs ?? 10_000;
  const maxEntries = deps.maxEntries ?? 10_000;
  const entries = new Map<string, { facts: VerifyFacts; expiresAt: number }>();
  /** Bumped by every change: a load that overlapped one is not kept. */
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const unsubscribe = deps.bus.subscribe(CARD_CHANGES_CHANNEL, clear);
  const stopWatching = deps.bus.onReconnect(clear);

  return {
    async get(token: string, load: () => Promise<VerifyFacts | null>): Promise<VerifyFacts | null> {
      const now = Date.now();
      const hit = entries.get(token);
      if (hit && hit.expiresAt > now) return hit.facts;
      const seen = generation;
      const facts = await load();
      if (facts && seen === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(token, { facts, expiresAt: now + ttlMs });
      }
      return facts;
    },
    /** After a membership write: every process forgets what it kept. */
    async changed(): Promise<void> {
      clear();
      await deps.bus.publish(CARD_CHANGES_CHANNEL, {});
    },
    close() {
      unsubscribe();
      stopWatching();
      clear();
    },
  };
}

export type VerifyCache = ReturnType<typeof createVerifyCache>;
