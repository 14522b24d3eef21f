import { admin } from './admin';
import { adminContent } from './admin-content';
import { adminPlayers } from './admin-players';
import { adminReports } from './admin-reports';
import { adminTournaments } from './admin-tournaments';
import { common } from './common';
import { community } from './community';
import { content } from './content';
import { footer } from './footer';
import { home } from './home';
import { legal } from './legal';
import { meta } from './meta';
import { nav } from './nav';
import { organizers } from './organizers';
import { pages } from './pages';
import { picklezone } from './picklezone';
import { players } from './players';
import { tournaments } from './tournaments';
import { training } from './training';

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
  tournaments,
  organizers,
  adminTournaments,
  content,
  training,
  adminContent,
  adminReports,
  community,
  picklezone,
};

export type Messages = typeof en;
