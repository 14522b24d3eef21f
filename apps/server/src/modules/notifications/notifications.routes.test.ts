import type { AddressInfo } from 'node:net';

import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { createPlayer, playerSession } from '../../../test/factories/players';
import { waitForMail } from '../../../test/mail';
import { usePostsApp, type Auth } from '../../../test/posts-fixture';
import { messages } from '../../db/schema/index';

interface Notice {
  type: string;
  count: number;
  data: Record<string, string>;
  read: boolean;
  id: string;
}

describe('notifications: the bell', () => {
  const posts = usePostsApp();

  async function bell(auth: Auth) {
    const { t } = posts.get();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/players/me/notifications',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Notice[]; unread: number; unreadMessages: number };
  }

  const call = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET' | 'PATCH',
    url: string,
    auth?: Auth,
    payload?: object,
  ) =>
    posts.get().t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  it('tells the author of comments and batches likes ("5 people"), never about themselves', async () => {
    const author = await posts.newPlayer('Nurul Author');
    const commenter = await posts.newPlayer('Kumar Commenter');
    const post = await posts.textPost(author.auth, 'Who is up for doubles?');

    await call('POST', `/api/posts/${post._id}/comment`, commenter.auth, { comment: 'Me!' });
    await call('POST', `/api/posts/${post._id}/comment`, author.auth, { comment: 'Great' });
    const likers = await Promise.all([1, 2, 3, 4, 5].map((i) => posts.newPlayer(`Liker ${i}`)));
    for (const liker of likers) await call('POST', `/api/posts/${post._id}/like`, liker.auth);
    await call('POST', `/api/posts/${post._id}/like`, author.auth);

    const mine = await bell(author.auth);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((n) => [n.type, n.count])).toEqual([
      ['like', 5],
      ['comment', 1],
    ]);
    expect(mine.items[1]!.data).toMatchObject({ actor: 'Kumar Commenter', postId: post._id });
    expect((await bell(commenter.auth)).items).toEqual([]);

    // Read one, then all; a like after reading starts a new notice.
    const likeNotice = mine.items[0]!;
    expect(
      (
        await call('POST', `/api/players/me/notifications/${likeNotice.id}/read`, author.auth)
      ).json(),
    ).toEqual({ unread: 1 });
    expect(
      (await call('POST', '/api/players/me/notifications/read-all', author.auth)).json(),
    ).toEqual({ unread: 0 });
    await call('POST', `/api/posts/${post._id}/like`, commenter.auth);
    const after = await bell(author.auth);
    expect(after.unread).toBe(1);
    expect(after.items[0]).toMatchObject({ type: 'like', count: 1, read: false });
    // Someone else's notice cannot be marked.
    expect(
      (
        await call(
          'POST',
          `/api/players/me/notifications/${after.items[0]!.id}/read`,
          commenter.auth,
        )
      ).json(),
    ).toEqual({ unread: 0 });
    expect((await bell(author.auth)).unread).toBe(1);
  });

  it('says how many inbox messages are unread, so the bell never says "nothing new" beside them', async () => {
    const { t } = posts.get();
    const reader = await posts.newPlayer('Aina Reader');
    // Inbox messages that come without a notice (an enrolment or entry confirmation, a welcome).
    const rows = await t.db
      .insert(messages)
      .values(
        [1, 2, 3].map((i) => ({ playerId: reader.id, subject: `Confirmed ${i}`, body: 'Yes' })),
      )
      .returning({ id: messages.id });
    const empty = await bell(reader.auth);
    expect(empty).toMatchObject({ items: [], unread: 0, unreadMessages: 3 });

    const read = await call(
      'PATCH',
      `/api/players/${reader.id}/messages/${rows[0]!.id}/read`,
      reader.auth,
    );
    expect(read.statusCode).toBe(200);
    expect((await bell(reader.auth)).unreadMessages).toBe(2);
    // Only one's own inbox counts.
    expect((await bell(posts.get().alice.auth)).unreadMessages).toBe(0);
  });

  it('tells reporters the outcome: removed by a moderator, or reviewed and kept', async () => {
    const { admin } = posts.get();
    const author = await posts.newPlayer('Poster Person');
    const reporter = await posts.newPlayer('Careful Reporter');
    const removed = await posts.textPost(author.auth, 'Buy cheap paddles at spam.example');
    const kept = await posts.textPost(author.auth, 'Friendly game tonight');
    expect(
      (await call('POST', `/api/posts/${removed._id}/report`, reporter.auth, { reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    const report = await call('POST', `/api/posts/${kept._id}/report`, reporter.auth, {
      reason: 'other',
      details: 'Not sure',
    });
    expect((await call('DELETE', `/api/posts/${removed._id}`, admin)).statusCode).toBe(200);
    expect((await call('PUT', `/api/reports/${report.json()._id}/resolve`, admin)).statusCode).toBe(
      200,
    );
    const notices = (await bell(reporter.auth)).items;
    expect(notices.map((n) => [n.type, n.data.outcome])).toEqual([
      ['report_outcome', 'kept'],
      ['report_outcome', 'removed'],
    ]);
  });

  it('follows each player’s settings: off, in-app, or e-mail; membership cannot be turned off', async () => {
    const { t } = posts.get();
    const author = await posts.newPlayer('Settings Author');
    const fan = await posts.newPlayer('Fan');
    expect(
      (await call('GET', '/api/players/me/notification-settings', author.auth)).json(),
    ).toMatchObject({
      comment: 'in_app',
      like: 'in_app',
      membership: 'email',
    });
    const changed = await call('PUT', '/api/players/me/notification-settings', author.auth, {
      comment: 'off',
      like: 'email',
    });
    expect(changed.json()).toMatchObject({ comment: 'off', like: 'email' });
    const refused = await call('PUT', '/api/players/me/notification-settings', author.auth, {
      membership: 'off',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Membership, waitlist and partner notices always come by e-mail',
    );
    expect(
      (await call('PUT', '/api/players/me/notification-settings', author.auth, { comment: 'loud' }))
        .statusCode,
    ).toBe(400);

    const post = await posts.textPost(author.auth, 'Settings test');
    await call('POST', `/api/posts/${post._id}/comment`, fan.auth, { comment: 'Nice' });
    await call('POST', `/api/posts/${post._id}/like`, fan.auth);
    expect((await bell(author.auth)).items.map((n) => n.type)).toEqual(['like']);
    const row = await t.db.query.players.findFirst({ where: (p, { eq }) => eq(p.id, author.id) });
    const mail = await waitForMail(t, (m) => m.to === row!.email);
    expect(mail.subject).toBe('1 person liked your post');
  });

  it('pushes the unread count live over the WebSocket, to the signed-in player only', async () => {
    const { t, admin } = posts.get();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { player } = await createPlayer(t.db, { fullName: 'Live Listener' });
    const { cookie } = await playerSession(t, player.id);

    const refused = await new Promise<number>((resolve) => {
      const anonymous = new WebSocket(`ws://127.0.0.1:${port}/api/notifications/ws`);
      anonymous.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      anonymous.on('open', () => resolve(101));
    });
    expect(refused).toBe(401);

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/notifications/ws`, {
      headers: { cookie },
    });
    const counts: number[] = [];
    socket.on('message', (data) =>
      counts.push((JSON.parse(String(data)) as { count: number }).count),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const until = async (count: number) => {
      const deadline = Date.now() + 3_000;
      while (counts.at(-1) !== count) {
        if (Date.now() > deadline) throw new Error(`no count ${count}; got ${counts.join(',')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(0);
    const sent = await call('POST', `/api/players/${player.id}/send-message`, admin, {
      subject: 'Court booking',
      message: 'Your court is confirmed.',
    });
    expect(sent.statusCode).toBeLessThan(300);
    await until(1);
    const me = { cookie };
    const notice = (
      await t.app.inject({ method: 'GET', url: '/api/players/me/notifications', headers: me })
    ).json();
    expect(notice.items[0]).toMatchObject({ type: 'message', data: { title: 'Court booking' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/players/me/notifications/read-all',
      headers: me,
    });
    await until(0);
    socket.close();
  });
});
