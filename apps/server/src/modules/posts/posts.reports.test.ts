import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { POST_MESSAGES, type Post } from '@app/shared/posts';

import type { TestApp } from '../../../test/build-test-app';
import { usePostsApp, type Auth } from '../../../test/posts-fixture';
import { notifications } from '../../db/schema/index';

describe('PickleZone posts: reports and deleted players', () => {
  const postsApp = usePostsApp();
  const { newPlayer, png, createPost, textPost, counts } = postsApp;
  let t: TestApp;
  let alice: { id: string; auth: Auth };
  let bob: { id: string; auth: Auth };
  let admin: Auth;
  beforeAll(() => {
    ({ t, alice, bob, admin } = postsApp.get());
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
        reporterName: 'Bob Lim',
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

    it('resolving one report of a post resolves all of them, and each reporter hears it; a link post shows its link', async () => {
      const created = await createPost(alice.auth, {
        content: 'Cheap paddles here',
        linkUrl: 'https://paddles.example.com/sale',
        linkTitle: 'Paddle sale',
      });
      expect(created.statusCode).toBe(201);
      const post = created.json();
      const carol = await newPlayer('Carol Ng');
      const ids: string[] = [];
      for (const [who, reason] of [
        [bob, 'spam'],
        [carol, 'inappropriate'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/posts/${post._id}/report`,
          headers: who.auth,
          payload: { reason },
        });
        ids.push(res.json()._id);
        expect(res.json().post.link).toEqual({
          url: 'https://paddles.example.com/sale',
          title: 'Paddle sale',
          domain: 'paddles.example.com',
        });
      }
      const resolved = await t.app.inject({
        method: 'PUT',
        url: `/api/reports/${ids[1]}/resolve`,
        headers: admin,
      });
      expect(resolved.statusCode).toBe(200);
      const all = (
        await t.app.inject({ method: 'GET', url: '/api/reports', headers: admin })
      ).json() as { _id: string; status: string }[];
      expect(all.filter((r) => ids.includes(r._id)).map((r) => r.status)).toEqual([
        'resolved',
        'resolved',
      ]);
      const told = await t.db
        .select({ playerId: notifications.playerId })
        .from(notifications)
        .where(
          and(eq(notifications.type, 'report_outcome'), inArray(notifications.subjectKey, ids)),
        );
      expect(told.map((n) => n.playerId).sort()).toEqual([bob.id, carol.id].sort());
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
