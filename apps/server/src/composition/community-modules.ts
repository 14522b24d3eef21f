import { createLinkPreviewModule } from '../modules/link-preview/index';
import { createPostsModule } from '../modules/posts/index';

import type { AppDeps } from './app-deps';
import type { Foundation } from './foundation';
import type { PeopleModules } from './people-modules';
import type { PlatformModules } from './platform-modules';

/** The players' community feed (PickleZone): posts, and previews of the links in them. */
export function createCommunityModules(
  { resolveHost }: Pick<AppDeps, 'resolveHost'>,
  { config, data, cache, clock }: Foundation,
  { throttle, media, notifications }: PlatformModules,
  { players, membership }: PeopleModules,
) {
  const linkPreview = createLinkPreviewModule({
    throttle: throttle.api,
    perPlayerPerMinute: config.linkPreview.perPlayerPerMinute,
    timeoutMs: config.linkPreview.timeoutMs,
    maxBytes: config.linkPreview.maxBytes,
    testAllowHosts: config.linkPreview.testAllowHosts,
    resolve: resolveHost,
  });
  const posts = createPostsModule({
    data,
    media: media.api,
    throttle: throttle.api,
    players: players.api,
    cache,
    postsPerMinute: config.postsPerPlayerPerMinute,
    linkImages: linkPreview.api,
    assertMembershipAllowsPosting: membership.api.assertNotSuspended,
    notify: notifications.api.notify,
    now: clock.now,
  });
  return { linkPreview, posts };
}
