import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

import type { FeedCursor } from './posts.repository';

/** Opaque cursor for the next (older) page: base64url of '<createdAt ISO>|<id>'. */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): FeedCursor {
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== iso) {
    throw badRequest('Invalid cursor');
  }
  return { createdAt, id };
}
