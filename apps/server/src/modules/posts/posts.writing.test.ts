import { beforeAll, describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from '@app/shared/common';
import { POST_MESSAGES, type Post } from '@app/shared/posts';

import type { TestApp } from '../../../test/build-test-app';
import { usePostsApp, type Auth } from '../../../test/posts-fixture';

describe('PickleZone posts: writing and who may', () => {
  const postsApp = usePostsApp();
  const { png, createPost, textPost, counts } = postsApp;
  let t: TestApp;
  let alice: { id: string; auth: Auth };
  let bob: { id: string; auth: Auth };
  beforeAll(() => {
    ({ t, alice, bob } = postsApp.get());
  });

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
});
