import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';

import type { Post } from '@app/shared/posts';

import { postComments, postReports, posts } from '../src/db/schema/index';

import { buildTestApp, type TestApp } from './build-test-app';
import { createAdmin, loginAdmin } from './factories/admins';
import { createPlayer, playerSession } from './factories/players';
import { pngImage } from './images';
import { multipart, type MultipartFile } from './multipart';

export type Auth = { authorization: string };

export interface PostsFixture {
  t: TestApp;
  /** Two players and an admin, signed in. */
  alice: { id: string; auth: Auth };
  bob: { id: string; auth: Auth };
  admin: Auth;
}

/**
 * The PickleZone tests' app: registers beforeAll/afterAll in the calling describe block, then
 * `get()` gives the app and its signed-in people; the helpers post, count rows and make pictures.
 */
export function usePostsApp() {
  let fixture: PostsFixture | undefined;
  const get = (): PostsFixture => {
    if (!fixture) throw new Error('usePostsApp: the app is not built yet (use it in a test)');
    return fixture;
  };

  async function newPlayer(fullName: string) {
    const { t } = get();
    const { player } = await createPlayer(t.db, { fullName });
    const { token } = await playerSession(t, player.id);
    return { id: player.id, auth: { authorization: `Bearer ${token}` } };
  }

  beforeAll(async () => {
    const t = await buildTestApp({ postsPerPlayerPerMinute: 1000 });
    fixture = { t, alice: undefined!, bob: undefined!, admin: undefined! };
    fixture.alice = await newPlayer('Alice Tan');
    fixture.bob = await newPlayer('Bob Lim');
    const a = await createAdmin(t.db);
    fixture.admin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
  });
  afterAll(() => fixture?.t.close());

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
    return get().t.app.inject({
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
    const { t } = get();
    const [p] = await t.db.select({ n: count() }).from(posts);
    const [c] = await t.db.select({ n: count() }).from(postComments);
    const [r] = await t.db.select({ n: count() }).from(postReports);
    const uploads = await readdir(path.join(t.dataDir, 'uploads', 'posts')).catch(() => []);
    return { posts: p!.n, comments: c!.n, reports: r!.n, files: uploads.length };
  }

  return { get, newPlayer, png, createPost, textPost, counts };
}
