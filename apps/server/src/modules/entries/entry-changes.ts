import { malaysiaTodayIso } from '@app/shared/calendar';
import { divisionLabel } from '@app/shared/competition/categories';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from '@app/shared/staff';

import { notFound } from '../../lib/errors';
import type { MailSite } from '../../lib/mail-language';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailOutboxRepository } from '../mail/index';
import type { MessagesRepository } from '../messages/index';
import type { Notify, NotifyInput } from '../notifications/index';
import type { OrdersRepository } from '../payments/index';
import type { SettingsRepository } from '../settings/index';

import { entryNotice, type EntryNoticeKind } from './entries.mail';
import type { EntriesRepository, EntryChange, EntryRow } from './entries.repository';
import { HOUR_MS, type DivisionRow } from './entry-rules';

export interface EntriesRepos {
  entries: EntriesRepository;
  mailOutbox: MailOutboxRepository;
  messages: Pick<MessagesRepository, 'insert'>;
  settings: Pick<SettingsRepository, 'all'>;
  orders: OrdersRepository;
}

export interface EntriesDeps {
  data: DataAccess<EntriesRepos>;
  now: () => Date;
  site: MailSite;
  mail: { kick(): void };
  notify?: Notify;
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
};

/** The site settings, read through the transaction (another connection may wait for it). */
async function readSettings(repos: Pick<EntriesRepos, 'settings'>) {
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
 * order and the cap holds; mail and notices follow the commit.
 */
export function createEntryChanges(deps: EntriesDeps) {
  const { data, now } = deps;

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
  ): Promise<T> {
    const d = await repos.entries.division(divisionId, true);
    if (!d) throw notFound('Division');
    return work({ repos, d, ...(await readSettings(repos)), notices });
  }

  /**
   * One change to a division's places. Locks, always in this order: `orders` (payment orders
   * the change may refund, as a payment's settlement takes them: order, then division, so a
   * withdrawal and a webhook for the same order cannot deadlock), then `players` (by id: whose
   * entries in the tournament the change counts, as a checkout takes its payer before the
   * division), then the division.
   */
  async function change<T>(
    divisionId: string,
    work: (c: EntryChangeCtx) => Promise<T>,
    lock: { orders?: (string | null)[]; players?: (string | null)[] } = {},
  ) {
    const notices: NotifyInput[] = [];
    const result = await data.withTransaction(async (repos) => {
      for (const id of lock.orders ?? []) if (id) await repos.orders.find(id, true);
      await repos.entries.lockPlayers(lock.players ?? []);
      return changeIn(repos, divisionId, notices, work);
    });
    await after(notices);
    return result;
  }

  /** Inbox and mail (in the reader's language) to each player of `entry`, in the change. */
  async function tell(
    c: EntryChangeCtx,
    playerIds: (string | null)[],
    kind: EntryNoticeKind,
    extra: { actor?: string; until?: Date } = {},
  ) {
    for (const id of playerIds) {
      if (!id) continue;
      const to = await c.repos.entries.playerFacts(id);
      if (!to) continue;
      const notice = entryNotice(deps.site, to, kind, c.d, extra);
      await c.repos.messages.insert(notice.inbox);
      await c.repos.mailOutbox.insert(notice.mail);
      const bell = BELL[kind];
      if (bell)
        c.notices.push({
          playerId: id,
          type: bell.type,
          subjectKey: c.d.division.id,
          data: {
            ...(extra.actor ? { actor: extra.actor } : {}),
            ...(bell.outcome ? { outcome: bell.outcome } : {}),
            title: `${c.d.tournamentName}: ${divisionLabel(c.d.division, 'en')}`,
            titleMs: `${c.d.tournamentName}: ${divisionLabel(c.d.division, 'ms')}`,
          },
        });
    }
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

  /** Freed places go to the first waitlisted entries (each pair together), for the claim window. */
  async function offerFreed(c: EntryChangeCtx) {
    if (c.d.firstDay < malaysiaTodayIso(now())) return;
    let free = c.d.division.cap - (await c.repos.entries.takenPlaces(c.d.division.id));
    while (free > 0) {
      const next = await c.repos.entries.nextWaitlisted(c.d.division.id);
      if (!next) return;
      const until = new Date(now().getTime() + c.claimWindowHours * HOUR_MS);
      await c.repos.entries.update(next.id, { status: 'offered', offerExpiresAt: until });
      await tell(c, [next.playerId, next.partnerId], 'offer', { until });
      free -= 1;
    }
  }

  /** After a status change: a confirmed entry tells both its players. */
  async function saved(c: EntryChangeCtx, row: EntryRow) {
    if (row.status === 'confirmed') await tell(c, [row.playerId, row.partnerId], 'confirmed');
    return row;
  }

  return { change, changeIn, after, tell, placeFor, heldOrConfirmed, offerFreed, saved };
}

export type EntryChanges = ReturnType<typeof createEntryChanges>;
