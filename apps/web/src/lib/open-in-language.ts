import { useNavigate } from 'react-router';

import { useLocale } from '@/lib/i18n';
import { localizePath, type Locale } from '@app/shared/locale';

/**
 * Goes to a page in a given language: within the app when it is the page's own, otherwise a
 * full load of its URL in that language (`/ms/...`), whose server render and messages differ.
 * Signing in uses it: a player or staff member then sees the site in their profile's language.
 */
export function useOpenInLanguage() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (path: string, language: Locale) => {
    if (language === locale) void navigate(path, { replace: true });
    else window.location.replace(localizePath(path, language));
  };
}
