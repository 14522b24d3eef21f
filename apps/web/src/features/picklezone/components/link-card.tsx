import { ExternalLinkIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';
import { linkDomain } from '@app/shared/posts';

import { safeImageUrl } from '../utils/post-media';

export interface LinkCardProps {
  url: string;
  title: string;
  description: string;
  image: string | null;
  domain?: string;
}

/** A shared link: picture, title, description and domain; opens in a new tab. */
export function LinkCard({ url, title, description, image, domain }: LinkCardProps) {
  const { picklezone } = useMessages();
  const picture = safeImageUrl(image);
  const host = domain || linkDomain(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="group block overflow-hidden rounded-xl border border-slate-200 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/60"
    >
      {picture ? (
        <img src={picture} alt="" loading="lazy" className="aspect-[1.91/1] w-full object-cover" />
      ) : null}
      <span className="block px-4 py-3">
        <span className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500">
          {host}
          <ExternalLinkIcon className="size-3.5" />
        </span>
        <span className="mt-1 line-clamp-2 block font-semibold text-slate-900 group-hover:text-brand-800">
          {title || url}
        </span>
        {description ? (
          <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{description}</span>
        ) : null}
        <span className="sr-only"> {picklezone.post.linkOpens}</span>
      </span>
    </a>
  );
}
