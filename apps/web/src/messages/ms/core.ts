import { common } from './common';
import { community } from './community';
import { content } from './content';
import { errors } from './errors';
import { footer } from './footer';
import { home } from './home';
import { meta } from './meta';
import { nav } from './nav';
import { tournaments } from './tournaments';
import { training } from './training';

/**
 * Bahasa Malaysia edition of the core catalogue (see `../en/core.ts`).
 * The namespaces in the main bundle: the shell (navbar, footer, error pages), page titles and
 * the home page's sections. Everything else is loaded with the code that shows it
 * (`lazy-namespaces.ts`).
 */
export const coreMessages = {
  common,
  nav,
  footer,
  errors,
  home,
  meta,
  tournaments,
  content,
  training,
  community,
};
