import { postSchema, type Post } from '@app/shared/posts';

/**
 * Reads a post from the wire. Older records may leave out `linkData`, `imageUrl` or `updatedAt`
 * (api-compat: `linkData` is "null/absent" without a link); those read as null / `createdAt`.
 */
export function parsePost(value: unknown): Post {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return postSchema.parse({
    linkData: null,
    imageUrl: null,
    updatedAt: record.createdAt,
    ...record,
  });
}
