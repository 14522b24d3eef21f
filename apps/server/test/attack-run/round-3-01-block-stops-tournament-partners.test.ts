import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ENTRIES_MESSAGES as M } from '@app/shared/competition/entries-messages';

import {
  competitionPrivacy,
  entries,
  mailOutbox,
  messages,
  notifications,
} from '../../src/db/schema/index';
import { useEntriesApp, type Auth } from '../entries-fixture';

/**
 * Round 3 (issue 39, section 7): a PickleZone block stopped doubles-partner requests for courses
 * and clinics (round 2, item 10), but not for tournament entries. The blocked player could still
 * name the blocker as partner (`POST /api/divisions/<id>/entries`), which mails, messages and
 * rings the blocker; the partner finder listed them to each other; a request made before the
 * block could still be confirmed. Now a block either way refuses the request with the same
 * neutral 403 as a programme's, the finder leaves them out, and an earlier request can only be
 * declined.
 */
describe('round 3 — a block stops tournament partner requests, both ways', () => {
  const f = useEntriesApp();
  const man = () => f.member({ gender: 'Male' });
  const relation = (method: 'PUT' | 'DELETE', who: Auth, otherId: string) =>
    f.t.app.inject({
      method,
      url: `/api/players/me/relations/block/${otherId}`,
      headers: who,
    });
  const enter = (divisionId: string, who: Auth, partnerMemberId: string, ms = false) =>
    f.t.app.inject({
      method: 'POST',
      url: `/api/divisions/${divisionId}/entries`,
      headers: { ...who, ...(ms ? { 'x-language': 'ms' } : {}) },
      payload: { partnerMemberId },
    });
  /** Anything that reached `playerId` about a partner request: bell, inbox or mail. */
  async function askedOf(playerId: string, email: string) {
    const bells = await f.t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.playerId, playerId), eq(notifications.type, 'entry_partner_request')),
      );
    const inbox = await f.t.db.select().from(messages).where(eq(messages.playerId, playerId));
    const mail = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    return [...bells, ...inbox, ...mail];
  }

  it('neither side of a block can name the other; nothing reaches the other; unblocking undoes it', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id);
    const blocker = await f.member();
    const blocked = await man();
    expect((await relation('PUT', blocker.auth, blocked.player.id)).statusCode).toBe(200);

    for (const [who, partner] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const refused = await enter(d.id, who.auth, partner.player.playerId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(M.notYourPartner);
    }
    const ms = await enter(d.id, blocked.auth, blocker.player.playerId, true);
    expect(ms.json().error).toBe('Pemain ini tidak boleh menjadi pasangan anda');

    const rows = await f.t.db.select().from(entries).where(eq(entries.divisionId, d.id));
    expect(rows).toEqual([]);
    expect(await askedOf(blocker.player.id, blocker.player.email)).toEqual([]);
    expect(await askedOf(blocked.player.id, blocked.player.email)).toEqual([]);

    // The block was the reason: lifted, the request goes through and reaches the partner.
    await relation('DELETE', blocker.auth, blocked.player.id);
    expect((await enter(d.id, blocked.auth, blocker.player.playerId)).statusCode).toBe(201);
    expect((await askedOf(blocker.player.id, blocker.player.email)).length).toBeGreaterThan(0);
  });

  it('a request made before the block can no longer be confirmed, only declined', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id);
    const asker = await man();
    const partner = await f.member();
    const asked = await enter(d.id, asker.auth, partner.player.playerId);
    expect(asked.statusCode).toBe(201);
    const entryId = asked.json().id as string;
    // The partner blocks the asker (the other way is covered by blockedEitherWay alike).
    await relation('PUT', partner.auth, asker.player.id);

    const confirm = await f.call('POST', `/api/entries/${entryId}/confirm`, partner.auth);
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error).toBe(M.notYourPartner);
    const [row] = await f.t.db.select().from(entries).where(eq(entries.id, entryId));
    expect(row?.status).toBe('awaiting_partner');

    const decline = await f.call('POST', `/api/entries/${entryId}/decline`, partner.auth);
    expect(decline.statusCode).toBe(200);
    expect(decline.json().status).toBe('declined');
  });

  it('the partner finder does not list a blocked player or one who blocked me', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id);
    const me = await man();
    const iBlocked = await f.member({ fullName: 'Siti Finder One' });
    const blockedMe = await f.member({ fullName: 'Siti Finder Two' });
    const bystander = await f.member({ fullName: 'Siti Finder Three' });
    await f.t.db.insert(competitionPrivacy).values(
      [me, iBlocked, blockedMe, bystander].map((p) => ({
        playerId: p.player.id,
        partnerListed: true,
      })),
    );
    const found = async (who: Auth, q: string) =>
      (
        (await f.call('GET', `/api/divisions/${d.id}/partners?q=${q}`, who)).json() as {
          fullName: string;
        }[]
      ).map((c) => c.fullName);
    // Everyone is listed before any block (what goes missing below is the block's doing).
    expect(await found(me.auth, 'finder')).toEqual([
      'Siti Finder One',
      'Siti Finder Three',
      'Siti Finder Two',
    ]);
    expect(await found(blockedMe.auth, me.player.playerId)).toEqual([me.player.fullName]);
    expect(await found(iBlocked.auth, me.player.playerId)).toEqual([me.player.fullName]);

    await relation('PUT', me.auth, iBlocked.player.id);
    await relation('PUT', blockedMe.auth, me.player.id);
    expect(await found(me.auth, 'finder')).toEqual(['Siti Finder Three']);
    // Neither does the other side find me.
    expect(await found(blockedMe.auth, me.player.playerId)).toEqual([]);
    expect(await found(iBlocked.auth, me.player.playerId)).toEqual([]);
    expect(await found(bystander.auth, me.player.playerId)).toEqual([me.player.fullName]);
  });
});
