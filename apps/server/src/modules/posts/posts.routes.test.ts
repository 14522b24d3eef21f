import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';
import { POST_MESSAGES, type Post } from '@app/shared/posts';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { pngImage } from '../../../test/images';
import { multipart, type MultipartFile } from '../../../test/multipart';
import { players, postComments, postLikes, postReports, posts } from '../../db/schema/index';

type Auth = { authorization: string };

describe('PickleZone posts', () => {
  let t: TestApp;
  let alice: { id: string; auth: Auth };
  let bob: { id: string; auth: Auth };
  let admin: Auth;

  async function newPlayer(fullName: string) {
    const { player } = await createPlayer(t.db, { fullName });
    const { token } = await playerSession(t, player.id);
    return { id: player.id, auth: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    t = await buildTestApp({ postsPerPlayerPerMinute: 1000 });
    alice = await newPlayer('Alice Tan');
    bob = await newPlayer('Bob Lim');
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  const png = async (name = 'p.png'): Promise<MultipartFile> => ({
    field: 'image',
    filename: name,
    contentType: 'image/png',
    data: await pngImage(320, 200),
  });

  function createPost(
    auth: Auth | undefined,
    fields: Record<string, string>,
    files: MultipartFile[] = [],
  ) {
    const body = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: body.payload,
      headers: { ...auth, ...body.headers },
    });
  }

  async function textPost(auth: Auth, content: string): Promise<Post> {
    const res = await createPost(auth, { content });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  async function counts() {
    const [p] = await t.db.select({ n: count() }).from(posts);
    const [c] = await t.db.select({ n: count() }).from(postComments);
    const [r] = await t.db.select({ n: count() }).from(postReports);
    const uploads = await readdir(path.join(t.dataDir, 'uploads', 'posts')).catch(() => []);
    return { posts: p!.n, comments: c!.n, reports: r!.n, files: uploads.length };
  }

  it('creates a text post whose author comes from the session, whatever the body claims', async () => {
    const res = await createPost(alice.auth, {
      content: '  Great rally at Cheras today!  ',
      playerId: bob.id,
      fullName: 'Someone Else',
      username: 'someone',
      postType: 'link',
    });
    expect(res.statusCode).toBe(201);
    const post: Post = res.json();
    expect(post.author).toMatchObject({ playerId: alice.id, fullName: 'Alice Tan' });
    expect(post).toMatchObject({
      postType: 'text',
      content: 'Great rally at Cheras today!',
      imageUrls: [],
      imageUrl: null,
      linkData: null,
      likes: [],
      comments: [],
    });
    const feed: Post[] = (await t.app.inject({ method: 'GET', url: '/api/posts?limit=5' })).json();
    expect(feed[0]?._id).toBe(post._id);
  });

  it('stores up to five pictures as WebP and removes them with the post', async () => {
    const before = await counts();
    const res = await createPost(alice.auth, { content: 'Two courts' }, [
      await png('a.png'),
      await png('b.png'),
    ]);
    expect(res.statusCode).toBe(201);
    const post: Post = res.json();
    expect(post.postType).toBe('image');
    expect(post.imageUrls).toHaveLength(2);
    expect(post.imageUrl).toBe(post.imageUrls[0]);
    for (const url of post.imageUrls) expect(url).toMatch(/^\/uploads\/posts\/.+\.webp$/);
    expect((await counts()).files).toBe(before.files + 4); // full and display size each

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post._id}`,
      headers: alice.auth,
    });
    expect(del.json()).toEqual({ success: true, message: 'Post deleted successfully' });
    expect((await counts()).files).toBe(before.files);
  });

  it('refuses every §5 bad post, comment, edit and report with its message and stores nothing', async () => {
    const target = await textPost(alice.auth, 'Target post');
    const before = await counts();
    const cases: [Promise<{ statusCode: number; json(): { error: string } }>, number, string][] = [
      [createPost(bob.auth, { content: '   ' }), 400, POST_MESSAGES.empty],
      [
        createPost(
          bob.auth,
          { content: 'six' },
          await Promise.all([1, 2, 3, 4, 5, 6].map((i) => png(`${i}.png`))),
        ),
        400,
        POST_MESSAGES.tooManyImages,
      ],
      [
        createPost(bob.auth, { content: 'html' }, [
          {
            field: 'image',
            filename: 'x.png',
            contentType: 'image/png',
            data: Buffer.from('<html><script>alert(1)</script></html>'),
          },
        ]),
        400,
        POST_MESSAGES.notImage,
      ],
      [
        createPost(bob.auth, { content: 'big' }, [
          {
            field: 'image',
            filename: 'huge.jpg',
            contentType: 'image/jpeg',
            data: Buffer.alloc(MAX_IMAGE_BYTES + 10, 1),
          },
        ]),
        413,
        'huge.jpg is larger than 5MB',
      ],
      [createPost(bob.auth, { linkUrl: 'javascript:alert(1)' }), 400, POST_MESSAGES.badLink],
      [
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${target._id}/comment`,
          headers: bob.auth,
          payload: { comment: '  ' },
        }),
        400,
        POST_MESSAGES.emptyComment,
      ],
      [
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${target._id}/comment`,
          headers: bob.auth,
          payload: {},
        }),
        400,
        POST_MESSAGES.emptyComment,
      ],
      [
        t.app.inject({
          method: 'PUT',
          url: `/api/posts/${target._id}`,
          headers: alice.auth,
          payload: { content: ' ' },
        }),
        400,
        POST_MESSAGES.emptyEdit,
      ],
      [
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${target._id}/report`,
          headers: bob.auth,
          payload: { details: 'bad' },
        }),
        400,
        POST_MESSAGES.noReason,
      ],
      [
        t.app.inject({
          method: 'POST',
          url: `/api/posts/${target._id}/report`,
          headers: bob.auth,
          payload: { reason: 'boring' },
        }),
        400,
        POST_MESSAGES.noReason,
      ],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect({ status: res.statusCode, error: res.json().error }).toEqual({
        status,
        error: message,
      });
    }
    expect(await counts()).toEqual(before);
    const after: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${target._id}` })
    ).json();
    expect(after.content).toBe('Target post');
  });

  it('answers 401 to every anonymous write', async () => {
    const target = await textPost(alice.auth, 'Anonymous target');
    const before = await counts();
    const writes = [
      createPost(undefined, { content: 'anon' }),
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${target._id}`,
        payload: { content: 'x', playerId: alice.id },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${target._id}`,
        payload: { isAdmin: true },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${target._id}/like`,
        payload: { playerId: alice.id },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${target._id}/comment`,
        payload: { comment: 'hi' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${target._id}/report`,
        payload: { reason: 'spam' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/link-preview',
        payload: { url: 'https://example.com' },
      }),
      t.app.inject({ method: 'GET', url: '/api/reports' }),
      t.app.inject({ method: 'PUT', url: `/api/reports/${target._id}/resolve` }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses to edit or delete another player's post (403) whatever the body says", async () => {
    const post = await textPost(alice.auth, 'Mine, not yours');
    for (const payload of [{ content: 'hacked', playerId: alice.id }, { content: '' }, {}]) {
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post._id}`,
        headers: bob.auth,
        payload,
      });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error).toBe(POST_MESSAGES.notYourEdit);
    }
    for (const payload of [{ playerId: alice.id }, { isAdmin: true }, {}]) {
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${post._id}`,
        headers: bob.auth,
        payload,
      });
      expect(del.statusCode).toBe(403);
      expect(del.json().error).toBe(POST_MESSAGES.notYourDelete);
    }
    const after: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })
    ).json();
    expect(after.content).toBe('Mine, not yours');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${post._id}`,
      headers: alice.auth,
      payload: { content: 'Edited by me' },
    });
    expect(edited.json()).toMatchObject({ _id: post._id, content: 'Edited by me' });
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

  describe('reports', () => {
    it('lets a player report once, never their own post; an admin resolves it', async () => {
      const post = await textPost(alice.auth, 'Reportable');
      const own = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post._id}/report`,
        headers: alice.auth,
        payload: { reason: 'spam' },
      });
      expect(own.statusCode).toBe(403);
      const first = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post._id}/report`,
        headers: bob.auth,
        payload: {
          reason: 'spam',
          details: ' selling bats ',
          reportedBy: alice.id,
          reporterName: 'Fake',
        },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        status: 'pending',
        reason: 'spam',
        details: 'selling bats',
        reporterName: 'Bob Lim Jr',
        reportedBy: bob.id,
        post: {
          _id: post._id,
          content: 'Reportable',
          author: { fullName: 'Alice Tan' },
          deleted: false,
        },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post._id}/report`,
        headers: bob.auth,
        payload: { reason: 'other' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(POST_MESSAGES.alreadyReported);

      expect(
        (await t.app.inject({ method: 'GET', url: '/api/reports', headers: bob.auth })).statusCode,
      ).toBe(403);
      const pending = await t.app.inject({
        method: 'GET',
        url: '/api/reports?status=pending',
        headers: admin,
      });
      expect(pending.json().map((r: { _id: string }) => r._id)).toContain(first.json()._id);

      const resolved = await t.app.inject({
        method: 'PUT',
        url: `/api/reports/${first.json()._id}/resolve`,
        headers: admin,
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ status: 'resolved' });
      expect(resolved.json().resolvedAt).not.toBeNull();
      // A new report is possible once the earlier one is resolved.
      const later = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post._id}/report`,
        headers: bob.auth,
        payload: { reason: 'other' },
      });
      expect(later.statusCode).toBe(201);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/reports/not-an-id/resolve',
            headers: admin,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('an admin deleting a reported post resolves its reports and keeps what was reported', async () => {
      const post = await textPost(alice.auth, 'Offensive words');
      const carol = await newPlayer('Carol Ng');
      for (const who of [bob, carol]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/posts/${post._id}/report`,
          headers: who.auth,
          payload: { reason: 'harassment' },
        });
        expect(res.statusCode).toBe(201);
      }
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${post._id}`,
        headers: admin,
        payload: { isAdmin: true },
      });
      expect(del.statusCode).toBe(200);
      const reports = (
        await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin })
      ).json() as {
        status: string;
        post: { content: string; deleted: boolean; _id: string | null };
      }[];
      const mine = reports.filter((r) => r.post.content === 'Offensive words');
      expect(mine).toHaveLength(2);
      for (const r of mine)
        expect(r).toMatchObject({ status: 'resolved', post: { deleted: true, _id: null } });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })).statusCode,
      ).toBe(404);
    });
  });

  it("deleting a player removes their posts, comments and likes and resolves their posts' reports", async () => {
    const dave = await newPlayer('Dave Goh');
    const post = (
      await createPost(dave.auth, { content: 'Dave post' }, [await png()])
    ).json() as Post;
    const other = await textPost(alice.auth, 'Alice post for Dave');
    await t.app.inject({ method: 'POST', url: `/api/posts/${other._id}/like`, headers: dave.auth });
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${other._id}/comment`,
      headers: dave.auth,
      payload: { comment: 'Dave was here' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/report`,
      headers: bob.auth,
      payload: { reason: 'spam' },
    });
    const filesBefore = (await counts()).files;

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${dave.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })).statusCode).toBe(
      404,
    );
    const after: Post = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${other._id}` })
    ).json();
    expect(after.likes).not.toContain(dave.id);
    expect(after.comments.map((c) => c.comment)).not.toContain('Dave was here');
    expect((await counts()).files).toBe(filesBefore - 2);
    const reports = (
      await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin })
    ).json() as {
      status: string;
      post: { content: string };
    }[];
    expect(reports.find((r) => r.post.content === 'Dave post')?.status).toBe('resolved');
  });
});
