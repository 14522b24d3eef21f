import { cn } from '@/components/ui/class-names';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Locale } from '@app/shared/locale';

/**
 * "Available in English only": shown beside content that has no translation in the page's
 * language (its English is shown instead, marked `lang="en"`). Nothing on an English page.
 */
export function EnglishOnlyNote({ lang, className }: { lang: Locale; className?: string }) {
  const locale = useLocale();
  const text = useMessages().common.englishOnly;
  if (lang === locale) return null;
  return (
    <span
      className={cn(
        'inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700',
        className,
      )}
    >
      {text}
    </span>
  );
}
