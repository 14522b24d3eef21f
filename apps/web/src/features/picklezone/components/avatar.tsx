import { cn } from '@/components/ui/class-names';

import { safeImageUrl } from '../utils/post-media';

export interface AvatarProps {
  name: string;
  src: string | null | undefined;
  className?: string;
}

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/**
 * A player's round picture, or their initials. Decorative: the name is always written next to
 * it, so screen readers are not told twice.
 */
export function Avatar({ name, src, className = 'size-10 text-sm' }: AvatarProps) {
  const url = safeImageUrl(src);
  const frame = cn('shrink-0 overflow-hidden rounded-full', className);
  if (url) {
    return <img src={url} alt="" loading="lazy" className={cn(frame, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        frame,
        'flex items-center justify-center bg-brand-100 font-bold text-brand-800',
      )}
    >
      {initials(name)}
    </span>
  );
}
