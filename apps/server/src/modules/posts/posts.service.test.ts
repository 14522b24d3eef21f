import { describe, expect, it, vi } from 'vitest';

import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';
import type { ThrottleService } from '../throttle/index';

import type { PostsRepository } from './posts.repository';
import { createPostsService } from './posts.service';
import type { ReportsRepository } from './reports.repository';

const POST_ID = '33333333-3333-4333-8333-333333333333';
const AUTHOR = {
  kind: 'player',
  playerId: 'author',
  sessionId: 's1',
  memberId: 'MPA1',
  username: 'a',
  status: 'active',
} as const;
const STRANGER = { ...AUTHOR, playerId: 'stranger', username: 's' } as const;
const ADMIN = {
  kind: 'admin',
  adminId: 'admin-1',
  sessionId: 's2',
  username: 'root',
  roles: ['moderator'],
  stage: 'active',
} as const;

function setup() {
  const post = { id: POST_ID, authorId: AUTHOR.playerId, imageUrls: ['/uploads/posts/p.webp'] };
  const posts = stub<PostsRepository>({
    lockById: async (id) => (id === POST_ID ? (post as never) : null),
    updateContent: vi.fn(async () => undefined),
    remove: vi.fn(async () => post as never),
  });
  const reports = stub<ReportsRepository>({ resolveForPosts: vi.fn(async () => [] as string[]) });
  const media = stub<MediaService>({ remove: vi.fn(async () => undefined) });
  const service = createPostsService({
    data: inMemoryDataAccess({ posts, reports }),
    media,
    throttle: stub<ThrottleService>({}),
    postsPerMinute: 30,
    fetchLinkImage: async () => null,
    assertMayPost: async () => undefined,
    invalidate: vi.fn(async () => undefined),
  });
  return { service, posts, reports, media };
}

describe('posts service: who may change a post', () => {
  it("refuses a stranger's edit with 403 before reading the body, whatever it holds", async () => {
    const { service, posts } = setup();
    await expect(service.edit(STRANGER, POST_ID, { content: 42 })).rejects.toMatchObject({
      status: 403,
    });
    expect(posts.updateContent).not.toHaveBeenCalled();
  });

  it("refuses a stranger's delete with 403 and resolves no report", async () => {
    const { service, posts, reports } = setup();
    await expect(service.remove(STRANGER, POST_ID)).rejects.toMatchObject({ status: 403 });
    expect(posts.remove).not.toHaveBeenCalled();
    expect(reports.resolveForPosts).not.toHaveBeenCalled();
  });

  it("an admin's delete resolves the post's reports as that admin and removes its pictures", async () => {
    const { service, reports, media } = setup();
    await expect(service.remove(ADMIN, POST_ID)).resolves.toMatchObject({ success: true });
    expect(reports.resolveForPosts).toHaveBeenCalledWith([POST_ID], 'admin-1');
    expect(media.remove).toHaveBeenCalledWith('/uploads/posts/p.webp');
  });

  it('answers 404 for an id that is not a post id, without a query', async () => {
    const { service } = setup();
    await expect(service.remove(AUTHOR, 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
  });
});
