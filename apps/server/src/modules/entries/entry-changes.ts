import { divisionLabel } from '@app/shared/competition/categories';
import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from '@app/shared/staff';

import { notFound, rateLimited } from '../../lib/errors';
import { createKeyedQueue } from '../../lib/keyed-queue';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { MessagesRepository } from '../messages/index';
import type { Notify, NotifyInput } from '../notifications/index';
import type { OrdersRepository } from '../payments/index';
import type { RelationsRepository } from '../posts/index';
import type { SettingsRepository } from '../settings/index';

import { entryNotice, type EntryNotice, type EntryNoticeKind } from './entries.mail';
import type {
  EntrantFactsRow,
  EntriesRepository,
  EntryChange,
  EntryRow,
} from './entries.repository';
import { HOUR_MS, windowRefusal, withinWindow, type DivisionRow } from './entry-rules';

export interface EntriesRepos {
  entries: EntriesRepository;
  mailOutbox: MailOutboxRepository;
  messages: Pick<MessagesRepository, 'insert'>;
  settings: Pick<SettingsRepository, 'all'>;
  orders: OrdersRepository;
  /** Players' blocks (PickleZone): a blocked pair cannot name or accept each other as partner. */
  relations: Pick<RelationsRepository, 'blockedEitherWay'>;
}

export interface EntriesDeps {
  data: DataAccess<EntriesRepos>;
  now: () => Date;
  site: MailSite;
  mail: { kick(): void };
  notify?: Notify;
  /** How long a change may wait in this process's line for its division (default 60 s). */
  lineWaitMs?: number;
}

/** The site settings a change uses. */
export interface EntrySettings {
  graceDays: number;
  claimWindowHours: number;
}

/** Notices composed before a change (no reads under the lock), written in it. */
export interface ComposedNotice {
  notice: EntryNotice;
  bell: NotifyInput | null;
}

/** One change under way to a division's places (the division locked). */
export interface EntryChangeCtx {
  repos: EntriesRepos;
  d: DivisionRow;
  graceDays: number;
  claimWindowHours: number;
  /** Bell notices, sent once the change is committed. */
  notices: NotifyInput[];
}

/** The bell notice of each entry notice (a confirmation is mail and inbox only). */
const BELL: Partial<
  Record<EntryNoticeKind, { type: NotifyInput['type']; outcome?: 'lapsed' | 'declined' }>
> = {
  partner_request: { type: 'entry_partner_request' },
  offer: { type: 'entry_offer' },
  lapsed: { type: 'entry_lapsed', outcome: 'lapsed' },
  declined: { type: 'entry_lapsed', outcome: 'declined' },
  flagged: { type: 'entry_flagged' },
};

/** The site settings, read through the transaction (another connection may wait for it). */
export async function readSettings(repos: Pick<EntriesRepos, 'settings'>): Promise<EntrySettings> {
  const stored = Object.fromEntries((await repos.settings.all()).map((r) => [r.key, r.value]));
  const saved = siteSettingsSchema.partial().safeParse(stored);
  const s = saved.success ? saved.data : {};
  return {
    graceDays: s.membershipGraceDays ?? DEFAULT_SITE_SETTINGS.membershipGraceDays,
    claimWindowHours: s.waitlistClaimHours ?? DEFAULT_SITE_SETTINGS.waitlistClaimHours,
  };
}

/**
 * How every change to a division's places is made: in one transaction with the division row
 * locked first (`SELECT … FOR UPDATE`), so parallel entries, confirmations and processes see one
 * order and the cap holds; mail and notices follow the commit. In this process, changes to one
 * division also wait their turn in memory before they take a database connection (`line`), so
 * a rush into a division waits in line rather than holding the pool while the row is locked.
 */
export function createEntryChanges(deps: EntriesDeps) {
  const { data, now } = deps;
  const line = createKeyedQueue({
    maxWaitMs: deps.lineWaitMs ?? 60_000,
    onTimeout: () => rateLimited(M.divisionBusy, 5),
  });

  async function after(notices: NotifyInput[]) {
    deps.mail.kick();
    for (const notice of notices) await deps.notify?.(notice);
  }

  /** `work` inside a transaction someone else opened (an order's): the division is locked. */
  async function changeIn<T>(
    repos: EntriesRepos,
    divisionId: string,
    notices: NotifyInput[],
    work: (c: EntryChangeCtx) => Promise<T>,
    settings?: EntrySettings,
  ): Promise<T> {
    const d = await repos.entries.division(divisionId, true);
    if (!d) throw notFound('Division');
    return work({ repos, d, ...(settings ?? (await readSettings(repos))), notices });
  }

  /**
   * One change to a division's places, after the changes to the same division this process
   * started before it. Locks, always in this order: `orders` (payment orders the change may
   * refund, as a payment's settlement takes them: order, then division, so a withdrawal and a
   * webhook for the same order cannot deadlock), then `players` (by id: whose entries in the
   * tournament the change counts, as a checkout takes its payer before the division), then the
   * division. `settings` read before the change spare it a read under the lock.
   */
  async function change<T>(
    divisionId: string,
    work: (c: EntryChangeCtx) => Promise<T>,
    lock: {
      orders?: (string | null)[];
      players?: (string | null)[];
      settings?: EntrySettings;
    } = {},
  ) {
    const notices: NotifyInput[] = [];
    const result = await line.run(divisionId, () =>
      data.withTransaction(async (repos) => {
        for (const id of lock.orders ?? []) if (id) await repos.orders.find(id, true);
        await repos.entries.lockPlayers(lock.players ?? []);
        return changeIn(repos, divisionId, notices, work, lock.settings);
      }),
    );
    await after(notices);
    return result;
  }

  /** The notices of `kind` to each player of `to` (nothing read: call before the change). */
  function compose(
    d: DivisionRow,
    to: (EntrantFactsRow | null)[],
    kind: EntryNoticeKind,
    extra: Parameters<typeof entryNotice>[4] = {},
  ): ComposedNotice[] {
    const bell = BELL[kind];
    return to
      .filter((p): p is EntrantFactsRow => !!p)
      .map((p) => ({
        notice: entryNotice(deps.site, p, kind, d, extra),
        bell: bell
          ? {
              playerId: p.id,
              type: bell.type,
              subjectKey: d.division.id,
              data: {
                ...(extra.actor ? { actor: extra.actor } : {}),
                ...(bell.outcome ? { outcome: bell.outcome } : {}),
                title: `${d.tournamentName}: ${divisionLabel(d.division, 'en')}`,
                titleMs: `${d.tournamentName}: ${divisionLabel(d.division, 'ms')}`,
              },
            }
          : null,
      }));
  }

  /** Writes composed notices in the change: inbox and mail (the outbox), bells after commit. */
  async function send(c: EntryChangeCtx, composed: ComposedNotice[]) {
    for (const n of composed) {
      await c.repos.messages.insert(n.notice.inbox);
      await c.repos.mailOutbox.insert(n.notice.mail);
      if (n.bell) c.notices.push(n.bell);
    }
  }

  /** Inbox and mail (in the reader's language) to each player of `entry`, in the change. */
  async function tell(
    c: EntryChangeCtx,
    playerIds: (string | null)[],
    kind: EntryNoticeKind,
    extra: { actor?: string; until?: Date } = {},
  ) {
    const to = [];
    for (const id of playerIds) if (id) to.push(await c.repos.entries.playerFacts(id));
    await send(c, compose(c.d, to, kind, extra));
  }

  /**
   * Where an entry ready to play goes: a free place (taken < cap) is confirmed when free of
   * charge or held for payment; a full division puts it on the waitlist (the pair as one).
   */
  async function placeFor(c: EntryChangeCtx): Promise<EntryChange> {
    const at = now();
    const taken = await c.repos.entries.takenPlaces(c.d.division.id);
    if (taken >= c.d.division.cap) return { status: 'waitlisted', waitlistedAt: at };
    return heldOrConfirmed(c);
  }

  /** A place that is the entry's: confirmed when free, otherwise held for its payment. */
  function heldOrConfirmed(c: EntryChangeCtx): EntryChange {
    if (c.d.division.feeSen === 0)
      return { status: 'confirmed', holdExpiresAt: null, offerExpiresAt: null };
    return {
      status: 'awaiting_payment',
      holdExpiresAt: new Date(now().getTime() + c.claimWindowHours * HOUR_MS),
      offerExpiresAt: null,
    };
  }

  /**
   * Freed places go to the first waitlisted entries (each pair together), for the claim window;
   * only while entries are open (a claim after they close is refused), the offer ending with them.
   */
  async function offerFreed(c: EntryChangeCtx) {
    if (windowRefusal(c.d, now())) return;
    let free = c.d.division.cap - (await c.repos.entries.takenPlaces(c.d.division.id));
    while (free > 0) {
      const next = await c.repos.entries.nextWaitlisted(c.d.division.id);
      if (!next) return;
      const until = withinWindow(c.d, new Date(now().getTime() + c.claimWindowHours * HOUR_MS));
      await c.repos.entries.update(next.id, { status: 'offered', offerExpiresAt: until });
      await tell(c, [next.playerId, next.partnerId], 'offer', { until });
      free -= 1;
    }
  }

  /**
   * After a status change: a confirmed entry tells both its players (`composed`: their
   * confirmations written before the change, so nothing is read under the lock).
   */
  async function saved(c: EntryChangeCtx, row: EntryRow, composed?: ComposedNotice[]) {
    if (row.status !== 'confirmed') return row;
    if (composed) await send(c, composed);
    else await tell(c, [row.playerId, row.partnerId], 'confirmed');
    return row;
  }

  return {
    change,
    changeIn,
    after,
    compose,
    send,
    tell,
    placeFor,
    heldOrConfirmed,
    offerFreed,
    saved,
  };
}

export type EntryChanges = ReturnType<typeof createEntryChanges>;
