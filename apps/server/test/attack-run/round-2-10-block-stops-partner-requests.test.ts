import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { enrollments, notifications, programs } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createPlayer, playerSession } from '../factories/players';
import { multipart } from '../multipart';

type Auth = { authorization: string };
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const NOT_YOUR_PARTNER = "This player can't be your partner";

/**
 * Round 2, item 10: a player-to-player block (PickleZone's "Block", `player_relations` kind
 * `block`) only stopped comments on the blocker's posts. The blocked player could still name the
 * blocker as doubles partner (`POST /api/clinics/<id>/enroll` with `partnerMemberId`), which
 * mails and notifies them, and likes and comments between the two still rang the bell. Now a
 * block either way refuses the partner request with a neutral message, and no notification from
 * one of the pair's actions reaches the other.
 */
describe('round 2, item 10 — a block stops partner requests and notifications both ways', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ postsPerPlayerPerMinute: 1000 });
  });
  afterAll(() => t.close());

  async function member(fullName: string) {
    const { player } = await createPlayer(t.db, { fullName, membershipExpiresOn: '2099-12-31' });
    const { token } = await playerSession(t, player.id);
    return { id: player.id, memberId: player.playerId, auth: { authorization: `Bearer ${token}` } };
  }
  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    auth: Auth,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      remoteAddress: '198.51.100.100',
      ...(payload ? { payload } : {}),
    });
  async function doublesClinic() {
    const [row] = await t.db
      .insert(programs)
      .values({
        kind: 'clinic',
        title: 'Doubles stacking clinic',
        titleMs: 'Klinik susunan beregu',
        description: 'Drills.',
        date: `${NEXT_YEAR}-03-10`,
        time: '7:00 PM',
        location: 'Ipoh',
        coach: 'Coach Tan',
        maxParticipants: 8,
        price: 40,
        doubles: true,
      })
      .returning();
    return row!;
  }
  const noticesOf = (playerId: string, type: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.playerId, playerId), eq(notifications.type, type)));
  async function newPost(auth: Auth, content: string): Promise<string> {
    const body = multipart({ content });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json()._id;
  }

  it('neither side of a block can name the other as doubles partner', async () => {
    const blocker = await member('Aisyah Blocker');
    const blocked = await member('Badrul Blocked');
    const clinic = await doublesClinic();
    const enrol = (who: Auth, partnerMemberId: string) =>
      call('POST', `/api/clinics/${clinic.id}/enroll`, who, { partnerMemberId });
    expect(
      (await call('PUT', `/api/players/me/relations/block/${blocked.id}`, blocker.auth)).statusCode,
    ).toBe(200);

    for (const [who, partner] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const refused = await enrol(who.auth, partner.memberId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(NOT_YOUR_PARTNER);
    }
    const ms = await call(
      'POST',
      `/api/clinics/${clinic.id}/enroll`,
      {
        ...blocked.auth,
        'x-language': 'ms',
      } as Auth,
      { partnerMemberId: blocker.memberId },
    );
    expect(ms.json().error).toBe('Pemain ini tidak boleh menjadi pasangan anda');

    // Nothing was entered and nobody was asked.
    const places = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.programId, clinic.id));
    expect(places).toEqual([]);
    expect(await noticesOf(blocker.id, 'partner_request')).toEqual([]);
    expect(await noticesOf(blocked.id, 'partner_request')).toEqual([]);

    // Lifting the block makes the request possible again (the block was the reason).
    await call('DELETE', `/api/players/me/relations/block/${blocked.id}`, blocker.auth);
    expect((await enrol(blocked.auth, blocker.memberId)).statusCode).toBe(200);
    expect(await noticesOf(blocker.id, 'partner_request')).toHaveLength(1);
  });

  it('a request made before the block can no longer be confirmed, only declined', async () => {
    const asker = await member('Faizal Asker');
    const partner = await member('Gita Partner');
    const clinic = await doublesClinic();
    const asked = await call('POST', `/api/clinics/${clinic.id}/enroll`, asker.auth, {
      partnerMemberId: partner.memberId,
    });
    expect(asked.statusCode).toBe(200);
    await call('PUT', `/api/players/me/relations/block/${partner.id}`, asker.auth);

    const confirm = await call('POST', `/api/clinics/${clinic.id}/partner/confirm`, partner.auth);
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error).toBe(NOT_YOUR_PARTNER);
    const [place] = await t.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.programId, clinic.id));
    expect(place?.status).toBe('awaiting_partner');

    const decline = await call('POST', `/api/clinics/${clinic.id}/partner/decline`, partner.auth);
    expect(decline.statusCode).toBe(200);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.programId, clinic.id)),
    ).toEqual([]);
  });

  it('likes and comments between the two do not notify the other, either way', async () => {
    const blocker = await member('Chong Blocker');
    const blocked = await member('Dina Blocked');
    const bystander = await member('Elan Bystander');
    const blockersPost = await newPost(blocker.auth, 'Doubles tonight at Ipoh');
    const blockedsPost = await newPost(blocked.auth, 'Looking for a partner');
    await call('PUT', `/api/players/me/relations/block/${blocked.id}`, blocker.auth);

    // The blocked player likes the blocker's post: no bell for the blocker.
    expect((await call('POST', `/api/posts/${blockersPost}/like`, blocked.auth)).statusCode).toBe(
      200,
    );
    expect(await noticesOf(blocker.id, 'like')).toEqual([]);
    // The blocker likes and comments on the blocked player's post: no bell for them either.
    expect((await call('POST', `/api/posts/${blockedsPost}/like`, blocker.auth)).statusCode).toBe(
      200,
    );
    const comment = await call('POST', `/api/posts/${blockedsPost}/comment`, blocker.auth, {
      comment: 'Not for me',
    });
    expect(comment.statusCode).toBe(200);
    expect(await noticesOf(blocked.id, 'like')).toEqual([]);
    expect(await noticesOf(blocked.id, 'comment')).toEqual([]);

    // Someone else's like still rings the bell (the notifications work).
    await call('POST', `/api/posts/${blockersPost}/like`, bystander.auth);
    expect(await noticesOf(blocker.id, 'like')).toHaveLength(1);
    await call('POST', `/api/posts/${blockedsPost}/comment`, bystander.auth, { comment: 'Me!' });
    expect(await noticesOf(blocked.id, 'comment')).toHaveLength(1);
  });
});
