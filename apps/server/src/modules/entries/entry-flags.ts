import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  entrantFactsOn,
  entryRefusals,
  type EntrantFacts,
} from '@app/shared/competition/eligibility';
import type { EntryFlagReason } from '@app/shared/competition/entries';

import { noteAudit } from '../../lib/audit-trail';
import type { NotifyInput } from '../notifications/index';

import type { EntryRow } from './entries.repository';
import {
  readSettings,
  type EntriesDeps,
  type EntriesRepos,
  type EntryChanges,
} from './entry-changes';

/** The order reasons are kept and told in. */
const ORDER: readonly EntryFlagReason[] = ['age', 'gender', 'skill', 'pair'];

const sameReasons = (a: readonly string[] | null, b: readonly string[]) =>
  (a ?? []).join() === b.join();

/**
 * Issue 39: when a player's gender, date of birth or DUPR rating changes (a staff edit or an
 * approved correction, never the player alone), each of their live entries is judged again by
 * the division's own rules (`entryRefusals`: each player's and the mixed pair's), in the transaction that made
 * the change. An entry that no longer fits is flagged for the tournament officer and its players
 * are told (inbox and mail in their language, the bell after the commit), once: the entries are
 * locked, and one already flagged is not told again. Nothing is withdrawn: staff let it stand
 * (override, which clears the flag) or the players withdraw. An entry that fits again loses its
 * flag. Membership is not judged here: the change was not about it.
 */
export function createEntryFlags(deps: EntriesDeps & { changes: EntryChanges }) {
  const { now, changes } = deps;

  /** Why the entry no longer fits its division now (empty: it fits). */
  async function reasonsOf(repos: EntriesRepos, entry: EntryRow, graceDays: number) {
    const d = await repos.entries.division(entry.divisionId);
    if (!d) return { d, reasons: [] as EntryFlagReason[] };
    const today = malaysiaTodayIso(now());
    const facts: EntrantFacts[] = [];
    for (const id of [entry.playerId, entry.partnerId]) {
      const row = id ? await repos.entries.playerFacts(id) : null;
      if (row) facts.push(entrantFactsOn(row, today, graceDays));
    }
    const [a, b] = facts;
    const found = new Set<string>();
    for (const { reason } of entryRefusals(d.division, d.firstDay, a ?? null, b ?? null))
      if (reason !== 'membership') found.add(reason);
    return { d, reasons: ORDER.filter((r) => found.has(r)) };
  }

  /** The hook the players module runs (see `EligibilityChangeHook`). */
  return async function recheck(repos: EntriesRepos, playerId: string) {
    const at = now();
    const { graceDays } = await readSettings(repos);
    const bells: NotifyInput[] = [];
    for (const { entry } of await repos.entries.lockLiveOfPlayer(playerId, malaysiaTodayIso(at))) {
      const { d, reasons } = await reasonsOf(repos, entry, graceDays);
      if (!d) continue;
      if (reasons.length === 0) {
        if (entry.eligibilityFlaggedAt) await repos.entries.setFlag(entry.id, null, at);
        continue;
      }
      if (sameReasons(entry.eligibilityFlagReasons, reasons)) continue;
      await repos.entries.setFlag(entry.id, reasons, entry.eligibilityFlaggedAt ?? at);
      noteAudit({
        action: 'entries.flagged',
        targetType: 'entries',
        targetId: entry.id,
        before: { eligibilityFlagReasons: entry.eligibilityFlagReasons },
        after: { eligibilityFlagReasons: reasons },
        detail: { player: playerId, division: entry.divisionId },
      });
      // Told once: an entry already flagged (for other reasons) only has its reasons updated.
      if (entry.eligibilityFlaggedAt) continue;
      const to = [];
      for (const id of [entry.playerId, entry.partnerId])
        if (id) to.push(await repos.entries.playerFacts(id));
      for (const n of changes.compose(d, to, 'flagged', { reasons })) {
        await repos.messages.insert(n.notice.inbox);
        await repos.mailOutbox.insert(n.notice.mail);
        if (n.bell) bells.push(n.bell);
      }
    }
    return async () => {
      if (bells.length === 0) return;
      deps.mail.kick();
      for (const bell of bells) await deps.notify?.(bell);
    };
  };
}
