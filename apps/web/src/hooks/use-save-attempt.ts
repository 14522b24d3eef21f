import { useState } from 'react';

import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

export interface SaveAttemptOptions {
  /** Shown when the server gave no text of its own. */
  fallback: string;
  /** Puts the server's text (or the fallback) into the form's own sentence. */
  wrap?: (message: string) => string;
}

/**
 * The submit scaffolding the content forms share: clear the last error, save, and on a
 * failure show the server's own message (the network message when it was never reached).
 * The form keeps what was typed, so nothing is lost.
 */
export function useSaveAttempt({ fallback, wrap }: SaveAttemptOptions) {
  const { common } = useMessages();
  const [formError, setFormError] = useState<string | null>(null);

  const attempt = async (save: () => Promise<void>) => {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      const message = errorText(error, { network: common.networkError, fallback });
      setFormError(wrap ? wrap(message) : message);
    }
  };

  return { formError, attempt };
}
