import { admin } from './admin';
import { adminPlayers } from './admin-players';
import { common } from './common';
import { footer } from './footer';
import { home } from './home';
import { legal } from './legal';
import { meta } from './meta';
import { nav } from './nav';
import { pages } from './pages';
import { players } from './players';

export const en = {
  common,
  nav,
  footer,
  home,
  pages,
  legal,
  meta,
  admin,
  players,
  adminPlayers,
};

export type Messages = typeof en;
