import { describe, expect, it } from 'vitest';

import { POST_MESSAGES, type Post } from '@app/shared/posts';

import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { usePostsApp } from '../../../test/posts-fixture';

describe('moderators block players from posting', () => {
  const app = usePostsApp();

  it('blocks and unblocks posting and commenting, with the reason shown to the player', async () => {
    const { t, alice, bob } = app.get();
    const mod = await createAdmin(t.db, { roles: ['moderator'] });
    const moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, mod.username, mod.password)).token}`,
    };
    const post = await app.textPost(bob.auth, 'Hello');

    const noReason = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${alice.id}/posting-block`,
      headers: moderator,
      payload: { blocked: true },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(POST_MESSAGES.blockReasonRequired);

    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${alice.id}/posting-block`,
      headers: moderator,
      payload: { blocked: true, reason: 'Repeated spam' },
    });
    expect(block.json()).toEqual({
      success: true,
      message: 'Alice Tan can no longer post or comment',
    });

    const refused = await app.createPost(alice.auth, { content: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(POST_MESSAGES.postingBlocked('Repeated spam'));
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/comment`,
      headers: alice.auth,
      payload: { comment: 'hi' },
    });
    expect(comment.statusCode).toBe(403);
    // Reading and liking are not posting.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/posts/${post._id}/like`,
          headers: alice.auth,
        })
      ).statusCode,
    ).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: `/api/players/${alice.id}/posting-block`,
      headers: moderator,
      payload: { blocked: false },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/comment`,
      headers: alice.auth,
      payload: { comment: 'back' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('shows the author’s account and block on reports', async () => {
    const { t, alice, bob, admin } = app.get();
    const post = await app.textPost(bob.auth, 'Reported');
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/report`,
      headers: alice.auth,
      payload: { reason: 'spam' },
    });
    const reports = (
      await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin })
    ).json();
    const report = reports.find((r: { post: { _id: string } }) => r.post._id === post._id);
    expect(report.post.author).toMatchObject({
      _id: bob.id,
      postingBlocked: false,
      fullName: 'Bob Lim',
    });
  });

  it('a moderator or the comment’s author deletes a comment; nobody else may', async () => {
    const { t, alice, bob } = app.get();
    const mod = await createAdmin(t.db, { roles: ['moderator'] });
    const moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, mod.username, mod.password)).token}`,
    };
    const editor = await createAdmin(t.db, { roles: ['content_editor'] });
    const contentEditor = {
      authorization: `Bearer ${(await loginAdmin(t.app, editor.username, editor.password)).token}`,
    };
    const post = await app.textPost(bob.auth, 'Comment here');
    const commented = async (who: { authorization: string }, text: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post._id}/comment`,
        headers: who,
        payload: { comment: text },
      });
      return (res.json() as Post).comments.find((c) => c.comment === text)!._id;
    };
    const rude = await commented(alice.auth, 'Rude remark');
    const own = await commented(bob.auth, 'My own note');
    const remove = (who: { authorization: string }, commentId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/posts/${post._id}/comments/${commentId}`,
        headers: who,
      });

    expect((await remove(bob.auth, rude)).statusCode).toBe(403);
    expect((await remove(contentEditor, rude)).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${post._id}/report`,
      headers: alice.auth,
      payload: { reason: 'spam' },
    });
    const reports = (
      await t.app.inject({ method: 'GET', url: '/api/reports', headers: moderator })
    ).json();
    const report = reports.find((r: { post: { _id: string } }) => r.post._id === post._id);
    expect(report.post.comments.map((c: { comment: string }) => c.comment)).toEqual([
      'Rude remark',
      'My own note',
    ]);

    expect((await remove(moderator, rude)).json()).toEqual({
      success: true,
      message: 'Comment deleted',
    });
    expect((await remove(bob.auth, own)).statusCode).toBe(200);
    expect((await remove(moderator, rude)).statusCode).toBe(404);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${post._id}` })
    ).json() as Post;
    expect(after.comments).toEqual([]);
  });
});
