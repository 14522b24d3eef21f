import type { onRequestAsyncHookHandler } from 'fastify';

import { RANKINGS_MESSAGES as M } from '@app/shared/competition/rankings-messages';

import type { ThrottleService } from '../throttle/index';

/** How many public look-ups by member ID an address may make per minute. */
export interface MemberLookupLimit {
  throttle: Pick<ThrottleService, 'consumeWindow'>;
  perMinute: number;
}

/**
 * Counts a public request that takes a member ID (a ranking's "why", a profile) against its
 * address, before the response cache may answer it: past the limit, 429 with Retry-After. A
 * server-rendered page's own reads count against its visitor's address (page-renderer.ts).
 */
export function limitMemberLookups({
  throttle,
  perMinute,
}: MemberLookupLimit): onRequestAsyncHookHandler {
  return async (req) => {
    throttle.consumeWindow(
      { bucket: 'player-lookup', key: req.ip, limit: perMinute, windowMs: 60_000 },
      () => M.tooManyLookups,
    );
  };
}
