import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { divisionLabel } from '@app/shared/competition/categories';

import { useEntriesApp, type Auth } from '../../../test/entries-fixture';
import { notifications } from '../../db/schema/index';

describe('tournament entries in the bell: their own notice types, in both languages', () => {
  const f = useEntriesApp();
  const enter = (divisionId: string, auth: Auth, body: object = {}) =>
    f.call('POST', `/api/divisions/${divisionId}/entries`, auth, body);
  const noticesOf = (playerId: string) =>
    f.t.db.select().from(notifications).where(eq(notifications.playerId, playerId));
  const titles = (name: string, d: Parameters<typeof divisionLabel>[0]) => ({
    title: `${name}: ${divisionLabel(d, 'en')}`,
    titleMs: `${name}: ${divisionLabel(d, 'ms')}`,
  });

  it('a partner request, a decline and a lapse: entry_partner_request and entry_lapsed', async () => {
    const t = await f.tournament({ partnerWindowHours: 24 }, { name: 'Kejohanan Perak' });
    const d = await f.division(t.id);
    const w = await f.member({ language: 'ms' });
    const m = await f.member({ gender: 'Male', fullName: 'Ahmad Entrant' });
    const e = (await enter(d.id, m.auth, { partnerMemberId: w.player.playerId })).json();
    expect(await noticesOf(w.player.id)).toEqual([
      expect.objectContaining({
        type: 'entry_partner_request',
        subjectKey: d.id,
        data: { actor: 'Ahmad Entrant', ...titles('Kejohanan Perak', d) },
      }),
    ]);
    // What the bell's API answers.
    const bell = (await f.call('GET', '/api/players/me/notifications', w.auth)).json();
    expect(bell.items[0]).toMatchObject({ type: 'entry_partner_request', read: false });

    expect((await f.call('POST', `/api/entries/${e.id}/decline`, w.auth)).statusCode).toBe(200);
    expect(await noticesOf(m.player.id)).toEqual([
      expect.objectContaining({
        type: 'entry_lapsed',
        data: {
          actor: w.player.fullName,
          outcome: 'declined',
          ...titles('Kejohanan Perak', d),
        },
      }),
    ]);

    const w2 = await f.member();
    const m2 = await f.member({ gender: 'Male' });
    await enter(d.id, m2.auth, { partnerMemberId: w2.player.playerId });
    await f.advanceDay();
    expect((await noticesOf(m2.player.id)).map((n) => [n.type, n.data.outcome])).toEqual([
      ['entry_lapsed', 'lapsed'],
    ]);
  });

  it('a freed place offered: entry_offer (never the courses’ waitlist_offer)', async () => {
    const t = await f.tournament();
    const d = await f.division(t.id, { discipline: 'womens_singles', cap: 1 });
    const [a, b] = [await f.member(), await f.member()];
    const ea = (await enter(d.id, a.auth)).json();
    await enter(d.id, b.auth);
    expect((await f.call('POST', `/api/entries/${ea.id}/withdraw`, a.auth)).statusCode).toBe(200);
    expect(await noticesOf(b.player.id)).toEqual([
      expect.objectContaining({
        type: 'entry_offer',
        subjectKey: d.id,
        data: titles('Selangor Open', d),
      }),
    ]);
  });
});
