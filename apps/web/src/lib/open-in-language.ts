import { useState } from 'react';
import { useNavigate } from 'react-router';

import { useLocale } from '@/lib/i18n';
import { localeFromCookieHeader, localizePath, type Locale } from '@app/shared/locale';

/**
 * Where signing in leads: the page in the person's language. That is the language of this page
 * when the visitor picked it on this device (the `lang` cookie, read before signing in, since
 * sign-in sets it to the profile's): their profile then follows the choice. Otherwise it is their
 * profile's language, opened with a full load when it differs from this page's (`/ms/...` is
 * another render and another catalogue).
 */
export function useOpenAfterSignIn(saveLanguage: (language: Locale) => Promise<unknown>) {
  const navigate = useNavigate();
  const locale = useLocale();
  const [chosen] = useState(() =>
    typeof document === 'undefined' ? null : localeFromCookieHeader(document.cookie),
  );
  return (path: string, profileLanguage: Locale) => {
    if (profileLanguage === locale || chosen === locale) {
      if (profileLanguage !== locale) void saveLanguage(locale).catch(() => undefined);
      void navigate(path, { replace: true });
      return;
    }
    window.location.replace(localizePath(path, profileLanguage));
  };
}
