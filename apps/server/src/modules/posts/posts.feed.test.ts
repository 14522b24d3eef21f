import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Post } from '@app/shared/posts';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { multipart } from '../../../test/multipart';
import { usePostsApp, type Auth } from '../../../test/posts-fixture';
import { players, postLikes } from '../../db/schema/index';

describe('PickleZone posts: likes, comments, links, paging, limits', () => {
  const postsApp = usePostsApp();
  const { newPlayer, createPost, textPost } = postsApp;
  let t: TestApp;
  let alice: { id: string; auth: Auth };
  let bob: { id: string; auth: Auth };
  beforeAll(() => {
    ({ t, alice, bob } = postsApp.get());
  });

  it('counts a like once per player under 100 concurrent toggles', async () => {
    const post = await textPost(alice.auth, 'Like me');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: `/api/posts/${post._id}/like`, headers: bob.auth }),
      ),
    );
    for (const res of results) expect(res.statusCode).toBe(200);
    const after: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })
    ).json();
    expect(after.likes.length).toBeLessThanOrEqual(1);
    expect(after.likes.every((id) => id === bob.id)).toBe(true);
    const [rows] = await t.db.select({ n: count() }).from(postLikes);
    expect(rows!.n).toBeGreaterThanOrEqual(after.likes.length);
    // One more toggle flips the state the concurrent storm left behind.
    const flipped: Post = (
      await t.app.inject({ method: 'POST', url: `/api/posts/${post._id}/like`, headers: bob.auth })
    ).json();
    expect(flipped.likes.length).toBe(1 - after.likes.length);
  });

  it('comments return the whole post; names follow the current profile', async () => {
    const post = await textPost(alice.auth, 'Comment here');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/comment`,
      headers: bob.auth,
      payload: { comment: ' Nice one! ', playerId: alice.id, fullName: 'Fake' },
    });
    expect(res.statusCode).toBe(200);
    const withComment: Post = res.json();
    expect(withComment.comments).toEqual([
      expect.objectContaining({ playerId: bob.id, fullName: 'Bob Lim', comment: 'Nice one!' }),
    ]);
    const bobsPost = await textPost(bob.auth, 'Bob before the rename');
    await t.db
      .update(players)
      .set({ fullName: 'Bob Lim Jr', profilePicture: '/uploads/profiles/bob.webp' })
      .where(eq(players.id, bob.id));
    const renamed: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${bobsPost._id}` })
    ).json();
    expect(renamed.author).toMatchObject({
      fullName: 'Bob Lim Jr',
      profilePicture: '/uploads/profiles/bob.webp',
    });
    const after: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })
    ).json();
    expect(after.comments[0]?.fullName).toBe('Bob Lim Jr');
  });

  it('builds video link cards from the link itself, never from the client embed URL', async () => {
    const res = await createPost(alice.auth, {
      linkUrl: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'javascript:alert(1)',
      isVideo: 'false',
      linkImage: 'javascript:alert(2)',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().linkData).toMatchObject({
      isVideo: true,
      videoType: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      image: null,
      domain: 'youtu.be',
    });
    expect(res.json().postType).toBe('link');
  });

  it('pages through the feed with a cursor: every post exactly once while new posts arrive', async () => {
    const author = await newPlayer('Pager');
    const created: string[] = [];
    for (let i = 0; i < 23; i++) created.push((await textPost(author.auth, `page post ${i}`))._id);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/posts?limit=5&authorId=${author.id}${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as Post[]).map((p) => p._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      // New posts arrive between page requests; they belong before the first page.
      await textPost(author.auth, `arrived during paging ${pages}`);
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toEqual([...created].reverse());
    expect(new Set(seen).size).toBe(seen.length);

    const bad = await t.app.inject({ method: 'GET', url: '/api/posts?cursor=bm9wZQ' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?limit=0' })).statusCode).toBe(400);
  });

  it('limits posting per player per minute', async () => {
    const limited = await buildTestApp({ postsPerPlayerPerMinute: 3 });
    try {
      const { player } = await createPlayer(limited.db);
      const { token } = await playerSession(limited, player.id);
      const send = () => {
        const body = multipart({ content: 'spam?' });
        return limited.app.inject({
          method: 'POST',
          url: '/api/posts',
          payload: body.payload,
          headers: { authorization: `Bearer ${token}`, ...body.headers },
        });
      };
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
