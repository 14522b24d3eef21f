import { admin } from './admin';
import { common } from './common';
import { footer } from './footer';
import { home } from './home';
import { legal } from './legal';
import { meta } from './meta';
import { nav } from './nav';
import { pages } from './pages';

export const en = {
  common,
  nav,
  footer,
  home,
  pages,
  legal,
  meta,
  admin,
};

export type Messages = typeof en;
