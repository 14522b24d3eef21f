import { createContext, useContext, type ReactNode } from 'react';

import { en, type Messages } from '@/messages/en';

/**
 * The one message catalogue. Components never hard-code user-visible text: they read it from
 * `useMessages()`. English only for now; another language is another object of type `Messages`.
 */
const I18nContext = createContext<Messages>(en);

export function I18nProvider({
  children,
  messages = en,
}: {
  children: ReactNode;
  messages?: Messages;
}) {
  return <I18nContext.Provider value={messages}>{children}</I18nContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(I18nContext);
}
