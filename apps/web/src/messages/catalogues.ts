import type { Locale } from '@app/shared/locale';

import type { coreMessages } from './en/core';
import type { Messages } from './en/index';
import { LAZY_NAMESPACES as EN_LAZY, type LazyNamespace } from './en/lazy-namespaces';
import { LAZY_NAMESPACES as MS_LAZY } from './ms/lazy-namespaces';

export type CoreMessages = typeof coreMessages;

/** Loaders of a language's namespaces outside its core catalogue, one chunk each. */
export type LazyLoaders = { [K in LazyNamespace]: () => Promise<Pick<Messages, K>> };

/** Each language's core catalogue (the shell and the home page), a chunk of its own. */
export const CORE_CATALOGUES: Record<Locale, () => Promise<CoreMessages>> = {
  en: async () => (await import('./en/core')).coreMessages,
  ms: async () => (await import('./ms/core')).coreMessages,
};

export const LAZY_CATALOGUES: Record<Locale, LazyLoaders> = { en: EN_LAZY, ms: MS_LAZY };
