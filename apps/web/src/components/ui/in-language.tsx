import { useLocale } from '@/lib/i18n';
import type { Localized } from '@app/shared/translations';

/**
 * Staff-written text as the page shows it (`localizeText`): where it has no translation in the
 * page's language its English is shown, marked `lang="en"`, so a screen reader says it in
 * English rather than reading English words with Malay sounds.
 */
export function InLanguage({ text, className }: { text: Localized<string>; className?: string }) {
  const locale = useLocale();
  return (
    <span lang={text.lang === locale ? undefined : text.lang} className={className}>
      {text.value}
    </span>
  );
}
