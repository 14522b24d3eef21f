import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { LinkPreview } from '@app/shared/posts';

import { parsePost } from './parse-post';
import { prependCachedPost } from './posts-cache';

export interface CreatePostValues {
  content: string;
  images: readonly File[];
  linkUrl: string;
  /** The preview of `linkUrl`, when one was loaded. */
  preview: LinkPreview | null;
}

/** `POST /api/posts` (multipart): text, up to 5 `image` files and an optional link. */
export async function createPost({ content, images, linkUrl, preview }: CreatePostValues) {
  const form = new FormData();
  form.append('content', content.trim());
  for (const image of images) form.append('image', image);
  const url = linkUrl.trim();
  if (url) {
    form.append('linkUrl', url);
    form.append('linkTitle', preview?.title ?? '');
    form.append('linkDescription', preview?.description ?? '');
    form.append('linkImage', preview?.image ?? '');
  }
  return parsePost(await apiRequest<unknown>('/api/posts', { method: 'POST', form }));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => prependCachedPost(queryClient, post),
  });
}
