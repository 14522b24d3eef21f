import { cn } from '@/components/ui/class-names';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Post } from '@app/shared/posts';

import { postImages, videoEmbedUrl } from '../utils/post-media';

import { LinkCard } from './link-card';
import { VideoEmbed } from './video-embed';

export interface PostMediaProps {
  post: Post;
  onOpenImage: (images: string[], index: number) => void;
}

/** Grid cell spans on a 6-column grid for 1–5 pictures. */
const LAYOUTS: Record<number, string[]> = {
  1: ['col-span-6 aspect-[4/3]'],
  2: ['col-span-3 aspect-square', 'col-span-3 aspect-square'],
  3: ['col-span-6 aspect-[2/1]', 'col-span-3 aspect-square', 'col-span-3 aspect-square'],
  4: Array<string>(4).fill('col-span-3 aspect-[4/3]'),
  5: [
    'col-span-3 aspect-square',
    'col-span-3 aspect-square',
    ...Array<string>(3).fill('col-span-2 aspect-square'),
  ],
};

/** The post's pictures (each opens the lightbox), then its link card or video. */
export function PostMedia({ post, onOpenImage }: PostMediaProps) {
  const t = useMessages().picklezone.post;
  const images = postImages(post).slice(0, 5);
  const layout = LAYOUTS[images.length] ?? [];
  const link = post.linkData;
  const embed = link ? videoEmbedUrl(link) : null;

  return (
    <>
      {images.length > 0 ? (
        <div className="mt-3 grid grid-cols-6 gap-1 overflow-hidden rounded-xl">
          {images.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              onClick={() => onOpenImage(images, index)}
              aria-haspopup="dialog"
              className={cn('relative overflow-hidden bg-slate-100', layout[index])}
            >
              <img
                src={src}
                alt={formatMessage(t.photoAlt, {
                  index: index + 1,
                  total: images.length,
                  name: post.author.fullName,
                })}
                loading="lazy"
                className="size-full object-cover transition-transform duration-200 hover:scale-[1.02]"
              />
            </button>
          ))}
        </div>
      ) : null}
      {link ? (
        <div className="mt-3">
          {embed ? (
            <VideoEmbed
              src={embed}
              title={link.title || formatMessage(t.videoTitle, { name: post.author.fullName })}
            />
          ) : (
            <LinkCard {...link} />
          )}
        </div>
      ) : null}
    </>
  );
}
