import { createContext, useContext, type ReactNode } from 'react';

import { coreMessages } from '@/messages/en/core';
import type { Messages } from '@/messages/en/index';
import { LAZY_NAMESPACES, type LazyNamespace } from '@/messages/en/lazy-namespaces';

/**
 * The message catalogue. Components never hard-code user-visible text: they read it from
 * `useMessages()`. English only for now; another language is another object of type `Messages`.
 *
 * The app starts with the core namespaces; the others arrive with the code that needs them:
 * `loadMessages()` is awaited by each lazy route (see the router) and by features that open
 * later (registration, policy summaries), so by the time a component renders, its namespace
 * is present.
 */
const catalogue = { ...coreMessages } as Messages;

/** Adds namespaces to the app catalogue. */
export function registerMessages(part: Partial<Messages>): void {
  Object.assign(catalogue, part);
}

/** Loads (once) and registers the given namespaces. */
export async function loadMessages(...namespaces: LazyNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !(ns in catalogue));
  const parts = await Promise.all(missing.map((ns) => LAZY_NAMESPACES[ns]()));
  for (const part of parts) registerMessages(part);
}

const I18nContext = createContext<Messages>(catalogue);

export function I18nProvider({
  children,
  messages = catalogue,
}: {
  children: ReactNode;
  messages?: Messages;
}) {
  return <I18nContext.Provider value={messages}>{children}</I18nContext.Provider>;
}

export function useMessages(): Messages {
  return useContext(I18nContext);
}
